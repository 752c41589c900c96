import { describe, expect, it } from 'vitest';
import { formatDay, formatIndiaTime, indiaDay, indiaIsoTime, isDay, shiftDay } from './india-day';

describe('India days', () => {
  it('counts the day in India, whatever the device’s zone', () => {
    expect(indiaDay(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(indiaDay(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(indiaDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('knows a real day from anything else', () => {
    expect(isDay('2026-11-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-11-31',
      '2026-1-5',
      '28-11-2026',
      '',
      null,
      undefined,
    ]) {
      expect(isDay(value)).toBe(false);
    }
  });

  it('moves by days across months, years and leap days', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('writes times in India’s time', () => {
    expect(indiaIsoTime('2026-11-28T10:00:05.123456+00:00')).toBe('2026-11-28T15:30:05+05:30');
    expect(indiaIsoTime('2026-11-27T20:00:00Z')).toBe('2026-11-28T01:30:00+05:30');
    expect(indiaIsoTime('not a time')).toBe('');
    expect(formatIndiaTime('2026-11-28T10:15:00Z')).toBe('3:45 pm');
    expect(formatDay('2026-11-28')).toBe('28 Nov 2026');
  });
});
