import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaDateTime } from './india-time.ts';

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
