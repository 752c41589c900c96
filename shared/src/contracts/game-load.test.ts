import { describe, expect, it } from 'vitest';
import {
  canAddGame,
  GAME_LOAD_FORM_DEFAULTS,
  type GameLoadFormValues,
  gameLoadPayloadProblem,
  gameLoadPrice,
  gameLoadStatusLabel,
  GAME_LOAD_MESSAGES as M,
  storagePrompt,
  validateGameLoadForm,
} from './game-load.ts';

const valid: GameLoadFormValues = {
  consoleType: 'PS5',
  availableStorage: '500',
  storageUnit: 'GB',
  games: ['Elden Ring', 'Gran Turismo 7'],
  addStorage: true,
};
const errorsOf = (over: Partial<GameLoadFormValues>) => validateGameLoadForm({ ...valid, ...over }).errors;

describe('game load price table', () => {
  it('is base plus the add-on when chosen; PS5 figures without a console', () => {
    expect(gameLoadPrice('PS4', false)).toEqual({ base: 6999, addon: 0, total: 6999 });
    expect(gameLoadPrice('PS4', true)).toEqual({ base: 6999, addon: 2499, total: 9498 });
    expect(gameLoadPrice('PS5', false)).toEqual({ base: 9999, addon: 0, total: 9999 });
    expect(gameLoadPrice('PS5', true)).toEqual({ base: 9999, addon: 5999, total: 15998 });
    expect(gameLoadPrice('', true)).toEqual({ base: 9999, addon: 5999, total: 15998 });
    expect(gameLoadPrice(null, false).total).toBe(9999);
  });
});

describe('game load form rules', () => {
  it('accepts a valid form and builds the payload (number storage, blank games dropped, titles trimmed)', () => {
    const { errors, payload } = validateGameLoadForm({ ...valid, games: [' Elden Ring ', '', 'GT'] });
    expect(errors).toEqual({});
    expect(payload).toEqual({
      consoleType: 'PS5',
      availableStorage: 500,
      storageUnit: 'GB',
      games: ['Elden Ring', 'GT'],
      addStorage: true,
    });
  });

  it('gives every message of the empty form', () => {
    expect(validateGameLoadForm(GAME_LOAD_FORM_DEFAULTS).errors).toEqual({
      consoleType: M.consoleRequired,
      availableStorage: M.storageNumber,
      games: M.gamesMin,
    });
  });

  it.each([
    ['abc', M.storageNumber],
    ['1e', M.storageNumber],
    ['0', M.storagePositive],
    ['-4', M.storagePositive],
    ['0.5', M.storageMin],
    ['16000.01', M.storageMax],
    ['1.555', M.storageDecimals],
    ['500.001', M.storageDecimals],
  ])('storage %s: %s', (availableStorage, message) => {
    expect(errorsOf({ availableStorage }).availableStorage).toBe(message);
  });

  it('accepts storage 1, 0.01 steps and 16000', () => {
    for (const availableStorage of ['1', '1.25', '1.50', '15999.99', '16000'])
      expect(errorsOf({ availableStorage })).toEqual({});
  });

  it('flags the game row by its index in the form, skipping blank rows', () => {
    expect(errorsOf({ games: ['Elden Ring', '', 'A'] })).toEqual({ 'games.2': M.gameTitleShort });
    expect(errorsOf({ games: ['x'.repeat(151)] })).toEqual({ 'games.0': M.gameTitleLong });
    expect(errorsOf({ games: ['x'.repeat(150), 'ab'] })).toEqual({});
    expect(errorsOf({ games: Array.from({ length: 11 }, (_, i) => `Game ${i}`) })).toEqual({
      games: M.gamesMax,
    });
  });

  it('reports the first problem of a payload for the edge function', () => {
    expect(gameLoadPayloadProblem({ ...valid, availableStorage: 500 })).toBeNull();
    expect(gameLoadPayloadProblem({ ...valid, consoleType: 'XBOX' })).toBe(M.consoleRequired);
    expect(gameLoadPayloadProblem({ ...valid, availableStorage: true })).toBe(M.storageNumber);
    expect(gameLoadPayloadProblem({ ...valid, availableStorage: 1.555 })).toBe(M.storageDecimals);
    expect(gameLoadPayloadProblem({ ...valid, availableStorage: 1.55 })).toBeNull();
    expect(gameLoadPayloadProblem({ ...valid, storageUnit: 'PB' })).toBe(M.storageUnit);
    expect(gameLoadPayloadProblem({ ...valid, games: 'Elden Ring' })).toBe(M.gamesMin);
    expect(gameLoadPayloadProblem({ ...valid, addStorage: 'yes' })).not.toBeNull();
    expect(gameLoadPayloadProblem(null)).not.toBeNull();
  });

  it('allows another game below 10 rows when the last one is filled', () => {
    expect(canAddGame(['Elden Ring'])).toBe(true);
    expect(canAddGame(['Elden Ring', ' '])).toBe(false);
    expect(canAddGame(Array.from({ length: 10 }, (_, i) => `Game ${i}`))).toBe(false);
  });
});

describe('storage prompt and statuses', () => {
  it('names the console, free space and unit and lists the games', () => {
    const prompt = storagePrompt({
      consoleType: 'PS4',
      availableStorage: 1.5,
      storageUnit: 'TB',
      games: ['GTA V', 'FIFA 23'],
    });
    expect(prompt).toContain('PlayStation 4 (PS4) with 1.5 TB of free storage');
    expect(prompt).toContain('1. GTA V\n2. FIFA 23');
    expect(prompt).toMatch(/size in GB of each game/);
    expect(prompt).toMatch(/total in GB with a 10% buffer/);
  });

  it('capitalises the first letter of a status', () => {
    expect(gameLoadStatusLabel('in-progress')).toBe('In-progress');
    expect(gameLoadStatusLabel('pending')).toBe('Pending');
    expect(gameLoadStatusLabel('')).toBe('Unknown');
  });
});
