import { describe, expect, it } from 'vitest';
import { firstInvalidControlId } from './first-invalid-control';

describe('firstInvalidControlId', () => {
  it('follows the form order: fields first, then the first game row', () => {
    expect(firstInvalidControlId({ 'games.1': 'x', availableStorage: 'y', consoleType: 'z' })).toBe(
      'consoleType',
    );
    expect(firstInvalidControlId({ 'games.3': 'x', 'games.1': 'y' })).toBe('game-1');
  });

  it('focuses the first row for a message on the whole list, and nothing without messages', () => {
    expect(firstInvalidControlId({ games: 'Please add at least one game.' })).toBe('game-0');
    expect(firstInvalidControlId({})).toBeUndefined();
  });
});
