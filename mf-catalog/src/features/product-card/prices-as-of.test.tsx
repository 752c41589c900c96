import { screen } from '@testing-library/react';
import { KEPT_AT_HEADER, noteRpcAnswer } from 'shared/preload';
import { renderWithTheme, setBrowserOnline } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from './ProductCard';
import { answerAsOf, PricesAsOf } from './prices-as-of';
import { CARD_PRODUCT } from './test-fixtures';

const product = CARD_PRODUCT;

// 28 Nov 2026, 3:00 pm in India.
const SERVER_RENDERED = Date.parse('2026-11-28T09:30:00Z');
const LIST = { fn: 'get_products_list', args: { category_filter: 'Consoles', page_number: 1 } };

const asOfText = () => screen.queryByTestId('price-as-of')?.textContent ?? null;

beforeEach(() => window.__STORE_ANSWER_TIMES__?.clear());
afterEach(() => setBrowserOnline(true));

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
    setBrowserOnline(false);
    expect(asOfText()).toBe('as of 28 Nov 2026, 3:00 pm');
    setBrowserOnline(true);
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
    setBrowserOnline(false);
    renderWithTheme(<ProductCard product={product} />);
    expect(asOfText()).toBeNull();
  });
});
