import { afterEach, describe, expect, it, vi } from 'vitest';

const chunk = vi.hoisted(() => ({ fails: 0 }));

// The schemas' chunk, failing `chunk.fails` times first (a phone losing its connection).
vi.mock('./schemas', async (original) => {
  if (chunk.fails > 0) {
    chunk.fails -= 1;
    throw new Error('Loading chunk failed');
  }
  return original();
});

afterEach(() => {
  vi.resetModules();
  chunk.fails = 0;
});

// The chunk's failure comes first: once the mock has given the module, it keeps it.
const fresh = () => import('./load-schemas');

describe('the catalogue schemas, loaded on first use', () => {
  it("fail the call with the fetcher's message when they cannot load, and load on the next call", async () => {
    chunk.fails = 1;
    const { callWithSchemas, withLoadedSchemas } = await fresh();
    await expect(callWithSchemas(Promise.resolve('answer'), 'Products failed')).rejects.toThrow(
      'Products failed',
    );
    expect(withLoadedSchemas(() => 'parsed')).toBeUndefined();
    const [schemas] = await callWithSchemas(Promise.resolve('answer'), 'Products failed');
    expect(schemas.searchResultsSchema).toBeDefined();
  });

  it('are not there for initialData until a call has loaded them', async () => {
    const { callWithSchemas, withLoadedSchemas } = await fresh();
    const use = vi.fn(() => 'parsed');
    expect(withLoadedSchemas(use)).toBeUndefined();
    expect(use).not.toHaveBeenCalled();
    const [schemas, answer] = await callWithSchemas(Promise.resolve('answer'), 'Products failed');
    expect(answer).toBe('answer');
    expect(schemas.productListSchema.safeParse([]).success).toBe(true);
    expect(withLoadedSchemas(use)).toBe('parsed');
    expect(use).toHaveBeenCalledWith(schemas);
  });
});
