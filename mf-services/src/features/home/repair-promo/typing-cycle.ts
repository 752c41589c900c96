/** The devices the repair promo types out, in order (docs/product.md#layout-and-home-page). */
export const REPAIR_DEVICES = ['console', 'laptop', 'PC', 'smartphone', 'tablet'] as const;

export interface TypingState {
  /** Index into the word list. */
  word: number;
  /** Characters of the word shown. */
  chars: number;
  deleting: boolean;
}

export interface TypingTiming {
  /** Between typed characters. */
  typeMs: number;
  /** Between deleted characters. */
  deleteMs: number;
  /** A complete word stays this long before it is deleted. */
  holdMs: number;
  /** The empty field waits this long before the next word starts. */
  gapMs: number;
}

export const TYPING_TIMING: TypingTiming = { typeMs: 110, deleteMs: 55, holdMs: 1400, gapMs: 300 };

export const TYPING_START: TypingState = { word: 0, chars: 0, deleting: false };

/** The text a state shows. */
export function typedText(words: readonly string[], state: TypingState): string {
  return (words[state.word] ?? '').slice(0, state.chars);
}

/**
 * One keystroke of the cycle: the next state and how long it stays on screen. Types a word,
 * holds it, deletes it, pauses on the empty field, then moves to the next word (after the last,
 * the first again).
 */
export function nextTypingStep(
  words: readonly string[],
  state: TypingState,
  timing: TypingTiming = TYPING_TIMING,
): { state: TypingState; delayMs: number } {
  if (words.length === 0) return { state: TYPING_START, delayMs: timing.holdMs };
  const length = words[state.word]?.length ?? 0;
  if (!state.deleting) {
    if (state.chars < length) {
      const chars = state.chars + 1;
      return { state: { ...state, chars }, delayMs: chars === length ? timing.holdMs : timing.typeMs };
    }
    const chars = Math.max(0, length - 1);
    return {
      state: { ...state, deleting: true, chars },
      delayMs: chars === 0 ? timing.gapMs : timing.deleteMs,
    };
  }
  if (state.chars > 0) {
    const chars = state.chars - 1;
    return { state: { ...state, chars }, delayMs: chars === 0 ? timing.gapMs : timing.deleteMs };
  }
  const word = (state.word + 1) % words.length;
  const nextLength = words[word]?.length ?? 0;
  return {
    state: { word, chars: Math.min(1, nextLength), deleting: false },
    delayMs: nextLength <= 1 ? timing.holdMs : timing.typeMs,
  };
}
