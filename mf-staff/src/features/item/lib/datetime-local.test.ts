import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-local';

describe('datetime-local values', () => {
  it('round-trips an instant in local time and leaves missing or bad values empty', () => {
    const local = toLocalInput('2026-11-30T10:00:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-11-30T10:00:00.000Z');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
