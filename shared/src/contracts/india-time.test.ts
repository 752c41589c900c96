import { describe, expect, it } from 'vitest';
import {
  formatIndiaDate,
  formatIndiaDateTime,
  fromIndiaLocalInput,
  toIndiaLocalInput,
} from './india-time.ts';

describe('dates in India time', () => {
  it('show the day in India whatever the device zone', () => {
    expect(formatIndiaDate('2026-11-20T20:00:00Z')).toBe('21 Nov 2026');
    expect(formatIndiaDate('2026-10-14T04:30:00+00:00')).toBe('14 Oct 2026');
  });

  it('show the time as a 12-hour clock', () => {
    expect(formatIndiaDateTime('2026-11-27T10:15:00Z')).toBe('27 Nov 2026, 3:45 pm');
  });

  it('are empty for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatIndiaDate(value)).toBe('');
      expect(formatIndiaDateTime(value)).toBe('');
    }
  });
});

describe('datetime-local values in India time', () => {
  it('write an instant as India’s wall clock, across a day and a year', () => {
    expect(toIndiaLocalInput('2026-12-01T04:30:00Z')).toBe('2026-12-01T10:00');
    expect(toIndiaLocalInput('2026-12-31T20:00:00+00:00')).toBe('2027-01-01T01:30');
    expect(toIndiaLocalInput('2026-11-30T10:00:00.000Z')).toBe('2026-11-30T15:30');
  });

  it('write nothing for a missing or unreadable instant', () => {
    for (const value of [null, undefined, '', 'not a date', 42]) expect(toIndiaLocalInput(value)).toBe('');
  });

  it('read a value as India time', () => {
    expect(fromIndiaLocalInput('2026-12-01T10:00')).toBe('2026-12-01T04:30:00.000Z');
    expect(fromIndiaLocalInput(' 2027-01-01T01:30 ')).toBe('2026-12-31T20:00:00.000Z');
  });

  it('read empty as none and anything else as no date', () => {
    expect(fromIndiaLocalInput('')).toBeNull();
    expect(fromIndiaLocalInput('   ')).toBeNull();
    for (const value of ['tomorrow', '2026-12-01', '2026-12-01T10:00:00', '2026-13-40T10:00']) {
      expect(fromIndiaLocalInput(value)).toBeUndefined();
    }
  });

  it('round-trip whatever the device zone', () => {
    for (const iso of ['2026-11-30T10:00:00.000Z', '2026-03-29T01:30:00.000Z', '2026-10-25T00:15:00.000Z']) {
      expect(fromIndiaLocalInput(toIndiaLocalInput(iso))).toBe(iso);
    }
  });
});
