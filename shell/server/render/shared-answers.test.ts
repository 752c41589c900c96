// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createSharedAnswers } from './shared-answers';

const MINUTE = 60_000;

function answersAt(start = 1_000_000) {
  let clock = start;
  const answers = createSharedAnswers({
    freshMs: 30_000,
    maxAgeMs: 10 * MINUTE,
    maxEntries: 3,
    now: () => clock,
  });
  return { answers, advance: (ms: number) => (clock += ms), at: () => clock };
}

describe('shared answers', () => {
  it('gives a fresh answer as is, with the time it was fetched', () => {
    const { answers, advance, at } = answersAt();
    const fetchedAt = at();
    answers.put('rows', ['PS5'], fetchedAt);
    advance(29_000);
    expect(answers.get('rows', 5 * MINUTE)).toEqual({ data: ['PS5'], at: fetchedAt, stale: false });
  });

  it('gives an answer older than 30 s as stale, still usable', () => {
    const { answers, advance, at } = answersAt();
    answers.put('rows', ['PS5'], at());
    advance(31_000);
    expect(answers.get('rows', 5 * MINUTE)).toMatchObject({ data: ['PS5'], stale: true });
  });

  it("never gives one as old as its query's staleTime, nor older than the limit", () => {
    const { answers, advance, at } = answersAt();
    answers.put('rows', ['PS5'], at());
    answers.put('structure', ['Consoles'], at());
    advance(5 * MINUTE);
    expect(answers.get('rows', 5 * MINUTE)).toBeUndefined();
    expect(answers.get('structure', 60 * MINUTE)).toBeDefined();
    advance(5 * MINUTE);
    expect(answers.get('structure', 60 * MINUTE)).toBeUndefined();
    // A query without a staleTime is always refetched by the browser: never shared.
    answers.put('live', 1, at());
    expect(answers.get('live', undefined)).toBeUndefined();
  });

  it('keeps the newer of two answers', () => {
    const { answers, advance, at } = answersAt();
    const first = at();
    answers.put('rows', ['old'], first);
    advance(40_000);
    answers.put('rows', ['new'], at());
    answers.put('rows', ['late copy of old'], first);
    expect(answers.get('rows', 5 * MINUTE)).toMatchObject({ data: ['new'], stale: false });
  });

  it('drops the least recently fetched answer beyond its size', () => {
    const { answers, at } = answersAt();
    for (const hash of ['a', 'b', 'c']) answers.put(hash, hash, at());
    answers.put('a', 'a again', at() + 1);
    answers.put('d', 'd', at());
    expect(answers.get('b', MINUTE)).toBeUndefined();
    expect(answers.get('a', MINUTE)?.data).toBe('a again');
    expect(answers.get('c', MINUTE)?.data).toBe('c');
  });

  it('runs one refresh of an answer at a time, and another once it has settled', async () => {
    const { answers } = answersAt();
    let finish: () => void = () => {};
    const fetch = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    answers.refresh('rows', fetch);
    answers.refresh('rows', fetch);
    expect(fetch).toHaveBeenCalledOnce();
    finish();
    await vi.waitFor(() => {
      answers.refresh('rows', fetch);
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });

  it('survives a failed refresh and tries again on the next one', async () => {
    const { answers } = answersAt();
    const fetch = vi.fn(() => Promise.reject(new Error('API down')));
    answers.refresh('rows', fetch);
    await vi.waitFor(() => {
      answers.refresh('rows', fetch);
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });
});
