import { GAME_LOAD } from 'shared';
import type { GameLoadFormValues } from 'shared/contracts';

/**
 * Session storage key of the game form's draft (kept, restored, cleared after success:
 * docs/product.md#game-loading).
 */
export const GAME_LOAD_DRAFT_KEY = 'game-load-form-draft';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is GameLoadFormValues {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    (v.consoleType === '' || v.consoleType === 'PS4' || v.consoleType === 'PS5') &&
    typeof v.availableStorage === 'string' &&
    v.availableStorage.length <= 20 &&
    (v.storageUnit === 'GB' || v.storageUnit === 'TB') &&
    Array.isArray(v.games) &&
    v.games.length >= 1 &&
    v.games.length <= GAME_LOAD.gamesMax &&
    v.games.every((g) => typeof g === 'string' && g.length <= 1000) &&
    typeof v.addStorage === 'boolean'
  );
}

/** The saved draft, or null; a draft that is not one (corrupt, tampered) is removed. */
export function loadGameLoadDraft(): GameLoadFormValues | null {
  const store = storage();
  const raw = store?.getItem(GAME_LOAD_DRAFT_KEY);
  if (!store || raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isDraft(value)) {
      return {
        consoleType: value.consoleType,
        availableStorage: value.availableStorage,
        storageUnit: value.storageUnit,
        games: [...value.games],
        addStorage: value.addStorage,
      };
    }
  } catch {
    // Not JSON: removed below.
  }
  store.removeItem(GAME_LOAD_DRAFT_KEY);
  return null;
}

export function saveGameLoadDraft(values: GameLoadFormValues): void {
  try {
    storage()?.setItem(GAME_LOAD_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the draft is a convenience.
  }
}

export function clearGameLoadDraft(): void {
  storage()?.removeItem(GAME_LOAD_DRAFT_KEY);
}
