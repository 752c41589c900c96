import { describe, expect, it } from 'vitest';
import {
  nextTypingStep,
  REPAIR_DEVICES,
  TYPING_START,
  TYPING_TIMING,
  type TypingState,
  typedText,
} from './typing-cycle';

/** Runs the cycle from `state` and records what is shown and for how long. */
function run(words: readonly string[], steps: number, state: TypingState = TYPING_START) {
  const frames: { text: string; delayMs: number }[] = [];
  let current = state;
  for (let i = 0; i < steps; i++) {
    const next = nextTypingStep(words, current);
    current = next.state;
    frames.push({ text: typedText(words, current), delayMs: next.delayMs });
  }
  return { frames, state: current };
}

describe('typing cycle', () => {
  it('cycles console, laptop, PC, smartphone, tablet in that order', () => {
    expect(REPAIR_DEVICES).toEqual(['console', 'laptop', 'PC', 'smartphone', 'tablet']);
  });

  it('types a word letter by letter, holds it, deletes it and pauses on the empty field', () => {
    const { frames } = run(['PC', 'tablet'], 5);
    expect(frames).toEqual([
      { text: 'P', delayMs: TYPING_TIMING.typeMs },
      { text: 'PC', delayMs: TYPING_TIMING.holdMs },
      { text: 'P', delayMs: TYPING_TIMING.deleteMs },
      { text: '', delayMs: TYPING_TIMING.gapMs },
      { text: 't', delayMs: TYPING_TIMING.typeMs },
    ]);
  });

  it('shows every complete device word, once each, then starts over', () => {
    const held: string[] = [];
    let state = TYPING_START;
    // Long enough for the five words and part of the sixth.
    for (let i = 0; i < 120; i++) {
      const next = nextTypingStep(REPAIR_DEVICES, state);
      state = next.state;
      if (next.delayMs === TYPING_TIMING.holdMs) held.push(typedText(REPAIR_DEVICES, state));
    }
    expect(held.slice(0, 6)).toEqual(['console', 'laptop', 'PC', 'smartphone', 'tablet', 'console']);
  });

  it('never shows anything but a prefix of the current word', () => {
    const { frames } = run(REPAIR_DEVICES, 200);
    for (const { text } of frames) {
      expect(REPAIR_DEVICES.some((w) => w.startsWith(text))).toBe(true);
    }
  });

  it('holds one-letter words instead of racing past them, and survives an empty list', () => {
    expect(nextTypingStep(['ab', 'x'], { word: 0, chars: 0, deleting: true })).toEqual({
      state: { word: 1, chars: 1, deleting: false },
      delayMs: TYPING_TIMING.holdMs,
    });
    expect(nextTypingStep([], { word: 3, chars: 2, deleting: false }).state).toEqual(TYPING_START);
  });
});
