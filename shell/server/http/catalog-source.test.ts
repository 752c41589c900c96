// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type CatalogSource, keptHeadReads } from './catalog-source';

function fakeSource() {
  const reads = { structure: 0, slug: 0 };
  let failNext = false;
  let product: { slug: string } | null = { slug: 'ps5' };
  const source = (_deadlineMs: number) =>
    ({
      categoryStructure: async () => {
        reads.structure++;
        if (failNext) {
          failNext = false;
          throw new Error('API down');
        }
        return [];
      },
      productBySlug: async () => {
        reads.slug++;
        return product;
      },
    }) as unknown as CatalogSource;
  return {
    source,
    reads,
    failOnce: () => (failNext = true),
    setProduct: (p: typeof product) => (product = p),
  };
}

describe('keptHeadReads', () => {
  it('shares one read between concurrent requests and keeps it for its time', async () => {
    let clock = 0;
    const fake = fakeSource();
    const heads = keptHeadReads(fake.source, { ttlMs: 60_000, now: () => clock });
    await Promise.all(Array.from({ length: 20 }, () => heads(300).categoryStructure()));
    expect(fake.reads.structure).toBe(1);
    clock = 59_000;
    await heads(300).categoryStructure();
    expect(fake.reads.structure).toBe(1);
    clock = 60_000;
    await heads(300).categoryStructure();
    expect(fake.reads.structure).toBe(2);
  });

  it('keeps neither a failure nor a missing product', async () => {
    const fake = fakeSource();
    const heads = keptHeadReads(fake.source, { ttlMs: 60_000 });
    fake.failOnce();
    await expect(heads(300).categoryStructure()).rejects.toThrow('API down');
    await expect(heads(300).categoryStructure()).resolves.toEqual([]);
    expect(fake.reads.structure).toBe(2);

    fake.setProduct(null);
    expect(await heads(300).productBySlug('new-console')).toBeNull();
    fake.setProduct({ slug: 'new-console' });
    // Made active meanwhile: shown at once.
    await vi.waitFor(async () =>
      expect(await heads(300).productBySlug('new-console')).toEqual({ slug: 'new-console' }),
    );
  });
});
