import { describe, expect, it, vi } from 'vitest';
import { createCatalogueWatch } from './catalogue-version';
import { createSharedAnswers } from './shared-answers';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createCatalogueWatch', () => {
  it('asks at most once per interval and calls onChange only when the version moves', async () => {
    const time = clock();
    const versions = [3, 3, 4];
    const read = vi.fn(async () => versions.shift() ?? 4);
    const onChange = vi.fn();
    const watch = createCatalogueWatch({ read, onChange, everyMs: 1_000, waitMs: 100, now: time.now });

    await watch.check();
    await watch.check();
    expect(read).toHaveBeenCalledTimes(1);
    time.advance(1_000);
    await watch.check();
    expect(onChange).not.toHaveBeenCalled();
    time.advance(1_000);
    await watch.check();
    expect(read).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('lets a render go on after waitMs, and the slow answer still counts', async () => {
    const time = clock();
    let answer: (v: number) => void = () => {};
    const reads = [Promise.resolve(1), new Promise<number>((resolve) => (answer = resolve))];
    const onChange = vi.fn();
    const watch = createCatalogueWatch({
      read: () => reads.shift() ?? Promise.resolve(2),
      onChange,
      everyMs: 1_000,
      waitMs: 20,
      now: time.now,
    });
    await watch.check();
    time.advance(1_000);
    const started = Date.now();
    await watch.check();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(onChange).not.toHaveBeenCalled();
    answer(2);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it('asks again on the next render after a failed read, never rejecting', async () => {
    const time = clock();
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(7);
    const watch = createCatalogueWatch({
      read,
      onChange: () => {},
      everyMs: 60_000,
      waitMs: 100,
      now: time.now,
    });
    await expect(watch.check()).resolves.toBeUndefined();
    await watch.check();
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('shared answers after a catalogue change', () => {
  it('forgets every answer, and refuses one that arrived before the change', () => {
    const time = clock();
    const answers = createSharedAnswers({
      freshMs: 30_000,
      maxAgeMs: 600_000,
      maxEntries: 10,
      now: time.now,
    });
    answers.put('a', { price: 49_990 }, time.now());
    time.advance(10);
    const fetchedBefore = time.now();
    time.advance(10);
    answers.clear();
    expect(answers.get('a', 60_000)).toBeUndefined();
    answers.put('a', { price: 49_990 }, fetchedBefore);
    expect(answers.get('a', 60_000)).toBeUndefined();
    time.advance(10);
    answers.put('a', { price: 39_990 }, time.now());
    expect(answers.get('a', 60_000)?.data).toEqual({ price: 39_990 });
  });
});
