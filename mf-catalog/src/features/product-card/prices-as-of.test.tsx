import { act, screen } from '@testing-library/react';
import { KEPT_AT_HEADER, noteRpcAnswer } from 'shared/preload';
import { renderWithTheme } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductCard, type ProductCardData } from './ProductCard';
import { answerAsOf, PricesAsOf } from './prices-as-of';

const product: ProductCardData = {
  slug: 'sony-playstation-5-slim',
  product_name: 'Sony PlayStation 5 Slim',
  primary_image: '/img/products/ps5.svg',
  price: 54990,
  discount_price: 49990,
  is_bestseller: false,
  condition: null,
  average_rating: 4.5,
  review_count: 12,
};

// 28 Nov 2026, 3:00 pm in India.
const SERVER_RENDERED = Date.parse('2026-11-28T09:30:00Z');
const LIST = { fn: 'get_products_list', args: { category_filter: 'Consoles', page_number: 1 } };

function setOnline(value: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

const asOfText = () => screen.queryByTestId('price-as-of')?.textContent ?? null;

beforeEach(() => window.__STORE_ANSWER_TIMES__?.clear());
afterEach(() => setOnline(true));

describe('answerAsOf', () => {
  it("is the query's own time when this page fetched none of its calls (data from the server's HTML)", () => {
    expect(answerAsOf(SERVER_RENDERED, [LIST])).toEqual({ at: SERVER_RENDERED, kept: false });
    expect(answerAsOf(0, [LIST])).toBeNull();
  });

  it("is this page's last answer to the call, kept or not, and the oldest of several", () => {
    noteRpcAnswer(LIST, new Headers({ [KEPT_AT_HEADER]: String(SERVER_RENDERED - 3_600_000) }));
    expect(answerAsOf(Date.now(), [LIST])).toEqual({ at: SERVER_RENDERED - 3_600_000, kept: true });
    const other = { fn: 'get_products_list', args: { page_number: 2 } };
    noteRpcAnswer(other, new Headers(), SERVER_RENDERED);
    expect(answerAsOf(Date.now(), [other, LIST])).toEqual({ at: SERVER_RENDERED - 3_600_000, kept: true });
  });
});

describe('a price offline says when it was true', () => {
  it('online, from a fresh answer: no mark; offline: "as of" the time, in India', () => {
    renderWithTheme(
      <PricesAsOf time={{ at: SERVER_RENDERED, kept: false }}>
        <ProductCard product={product} />
      </PricesAsOf>,
    );
    expect(asOfText()).toBeNull();
    setOnline(false);
    expect(asOfText()).toBe('as of 28 Nov 2026, 3:00 pm');
    setOnline(true);
    expect(asOfText()).toBeNull();
  });

  it('online, from an answer the worker kept over a minute ago (a connection failing unnoticed): marked', () => {
    const view = renderWithTheme(
      <PricesAsOf time={{ at: Date.now() - 5 * 60_000, kept: true }}>
        <ProductCard product={product} />
      </PricesAsOf>,
    );
    expect(asOfText()).toMatch(/^as of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
    // Kept under a minute ago: as fresh as the server's shared answers, no mark.
    view.rerender(
      <PricesAsOf time={{ at: Date.now() - 10_000, kept: true }}>
        <ProductCard product={product} />
      </PricesAsOf>,
    );
    expect(asOfText()).toBeNull();
  });

  it('a price with no known time (a preview, the loading overlay) has no mark, even offline', () => {
    setOnline(false);
    renderWithTheme(<ProductCard product={product} />);
    expect(asOfText()).toBeNull();
  });
});
