import type { GameLoadErrors } from 'shared/contracts';

/** The form's fields in the order they appear; game rows come after them. */
const FIELD_ORDER = ['consoleType', 'availableStorage', 'storageUnit', 'games'] as const;

/**
 * The id of the control to focus for the form's first message: the fields in their order, then
 * the first game row with one (`game-{index}`); a message on the whole list focuses the first row.
 * Undefined when there is no message.
 */
export function firstInvalidControlId(errors: GameLoadErrors): string | undefined {
  const firstKey =
    FIELD_ORDER.find((k) => errors[k]) ??
    Object.keys(errors)
      .filter((k) => k.startsWith('games.'))
      .sort()[0];
  return firstKey?.startsWith('games.')
    ? `game-${firstKey.slice(6)}`
    : firstKey === 'games'
      ? 'game-0'
      : firstKey;
}
