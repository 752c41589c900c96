import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getSupabase, theme } from 'shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_SLUG, productFixture } from '../test-fixtures';
import { BUY_BAR_HEIGHT } from './chrome';
import { ProductScreen } from './ProductScreen';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

/** An IntersectionObserver the test drives: it reports what the test says the browser sees. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  report(ratio: number) {
    const entries = this.targets.map(
      (target) =>
        ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function stubPhone(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

const rpc = vi.fn();
beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
  rpc.mockResolvedValue({ data: [productFixture()], error: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderProduct() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[`/product/${PRODUCT_SLUG}`]}>{children}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return render(<ProductScreen idOrSlug={PRODUCT_SLUG} />, { wrapper });
}

const bar = () => {
  const element = document.querySelector<HTMLElement>('[aria-label="Price and add to cart"]');
  if (!element) throw new Error('no buy bar');
  return element;
};
/** The observer watching the page's own Add to Cart (the buy box's, not the bar's). */
const addToCartObserver = () => {
  const observer = FakeObserver.all.find(
    (o) => o.targets.length > 0 && o.options.rootMargin?.startsWith('-'),
  );
  if (!observer) throw new Error('nothing watches the Add to Cart');
  return observer;
};

describe('the phone buy bar', () => {
  it('shows from the first screen when the page’s own Add to Cart starts below the fold', async () => {
    stubPhone(true);
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    const observer = addToCartObserver();
    // The viewport minus the sticky header (60) and the bottom bar + buy bar (61 + 64).
    expect(observer.options.rootMargin).toBe(`-60px 0px -${61 + BUY_BAR_HEIGHT}px 0px`);
    const [target] = observer.targets;
    expect(target?.closest('[role="region"][aria-label="Price and add to cart"]')).toBeNull();
    // Below the fold: not intersecting at all.
    observer.report(0);
    expect(bar().getAttribute('data-visible')).toBe('true');
    expect(bar().hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('region', { name: 'Price and add to cart' })).toBeTruthy();
  });

  it('hides while the Add to Cart is wholly in view and shows again when it is cut or gone', async () => {
    stubPhone(true);
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    const observer = addToCartObserver();
    observer.report(1);
    expect(bar().getAttribute('data-visible')).toBe('false');
    // Hidden, it is out of the accessibility tree and the tab order.
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(bar().hasAttribute('inert')).toBe(true);
    observer.report(0.4);
    expect(bar().getAttribute('data-visible')).toBe('true');
    observer.report(0);
    expect(bar().getAttribute('data-visible')).toBe('true');
  });

  it('is not there on a desktop', async () => {
    stubPhone(false);
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[aria-label="Price and add to cart"]')).toBeNull();
  });
});
