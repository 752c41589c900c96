import { afterEach, describe, expect, it } from 'vitest';
import { clearGameLoadDraft, GAME_LOAD_DRAFT_KEY, loadGameLoadDraft, saveGameLoadDraft } from './draft';

const draft = {
  consoleType: 'PS4' as const,
  availableStorage: '250',
  storageUnit: 'GB' as const,
  games: ['GTA V', ''],
  addStorage: true,
};

afterEach(() => sessionStorage.clear());

describe('game load draft', () => {
  it('is saved, restored and cleared', () => {
    expect(loadGameLoadDraft()).toBeNull();
    saveGameLoadDraft(draft);
    expect(loadGameLoadDraft()).toEqual(draft);
    clearGameLoadDraft();
    expect(sessionStorage.getItem(GAME_LOAD_DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['not json {', 'malformed JSON'],
    [JSON.stringify({ ...draft, consoleType: 'XBOX' }), 'an unknown console'],
    [JSON.stringify({ ...draft, games: [] }), 'no game rows'],
    [JSON.stringify({ ...draft, games: [1] }), 'a game that is not text'],
    [JSON.stringify(['PS5']), 'not an object'],
  ])('removes a corrupt draft (%s: %s)', (raw) => {
    sessionStorage.setItem(GAME_LOAD_DRAFT_KEY, raw);
    expect(loadGameLoadDraft()).toBeNull();
    expect(sessionStorage.getItem(GAME_LOAD_DRAFT_KEY)).toBeNull();
  });
});
