import { useEffect, useState } from 'react';
import { nextTypingStep, TYPING_START, type TypingState, typedText } from './typing-cycle';

/**
 * The typed text of the cycle, one keystroke per timer tick. Stopped (showing the first word
 * complete) when `running` is false: reduced motion, or the block is off screen.
 */
export function useTypingCycle(words: readonly string[], running: boolean): string {
  const [state, setState] = useState<TypingState>(TYPING_START);
  // The loop keeps its own copy of the state: restarting it on every keystroke would reset it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resumes from the state shown when it stopped
  useEffect(() => {
    if (!running) return;
    let current = state;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const next = nextTypingStep(words, current);
      current = next.state;
      setState(current);
      timer = setTimeout(tick, next.delayMs);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [words, running]);
  if (!running && state === TYPING_START) return words[0] ?? '';
  return typedText(words, state);
}
