import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderWithTheme } from 'shared/test-utils';

/** Renders with a fresh query cache (no retries: a failure shows at once), theme and router. */
export function renderWithQuery(ui: ReactElement, route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithTheme(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { route });
  return { ...result, client };
}

type RpcArgs = Record<string, unknown> | undefined;
type RpcAnswer = { data: unknown; error: { message: string } | null };

/** A fake `supabase.rpc` answering by procedure name (and arguments). */
export function fakeRpc(handlers: Record<string, (args: RpcArgs) => RpcAnswer | Promise<RpcAnswer>>) {
  return async (name: string, args?: RpcArgs): Promise<RpcAnswer> => {
    const handler = handlers[name];
    if (!handler) return { data: null, error: { message: `unexpected rpc ${name}` } };
    return handler(args);
  };
}

export function listItem(n: number, overrides: Record<string, unknown> = {}) {
  return {
    product_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `product-${n}`,
    product_name: `Product ${n}`,
    primary_image: null,
    price: 1000 + n,
    discount_price: 900 + n,
    is_bestseller: false,
    category: 'Computers',
    subcategory: 'Laptops',
    label: 'Gaming Laptop',
    condition: 'new',
    average_rating: 4,
    review_count: 3,
    ...overrides,
  };
}

/** A controllable IntersectionObserver: `reveal()` reports every observed element as visible. */
export function installFakeIntersectionObserver() {
  const observed = new Set<{ el: Element; cb: IntersectionObserverCallback; self: IntersectionObserver }>();
  class FakeObserver {
    private readonly cb: IntersectionObserverCallback;
    constructor(cb: IntersectionObserverCallback) {
      this.cb = cb;
    }
    observe(el: Element) {
      observed.add({ el, cb: this.cb, self: this as unknown as IntersectionObserver });
    }
    unobserve() {}
    disconnect() {
      for (const entry of [...observed])
        if (entry.self === (this as unknown as IntersectionObserver)) observed.delete(entry);
    }
    takeRecords() {
      return [];
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    count: () => observed.size,
    reveal() {
      for (const { el, cb, self } of [...observed]) {
        cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], self);
      }
    },
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}
