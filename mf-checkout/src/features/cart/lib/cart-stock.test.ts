import { FunctionCallError } from 'shared';
import { describe, expect, it } from 'vitest';
import { product } from '../../../test-utils';
import {
  checkoutStockHint,
  isStockRefusal,
  lineMax,
  lineStockState,
  onlyLeftMessage,
  stockLeftFromRefusal,
  stockProblems,
} from './cart-stock';

const refusal = (message: string, status = 409) =>
  new FunctionCallError(message, 'http', status, { error: message });

describe('cart stock rules', () => {
  it('tells a line the stock serves from one holding more than the stock, or with none left', () => {
    expect(lineStockState(2, 5)).toBe('ok');
    expect(lineStockState(5, 5)).toBe('ok');
    expect(lineStockState(3, 2)).toBe('short');
    expect(lineStockState(1, 0)).toBe('out');
    // Unknown stock never blocks: the server checks it again.
    expect(lineStockState(40, undefined)).toBe('ok');
  });

  it('stops a line at the stock, at 99, and never below 1', () => {
    expect(lineMax(3)).toBe(3);
    expect(lineMax(1)).toBe(1);
    expect(lineMax(250)).toBe(99);
    expect(lineMax(undefined)).toBe(99);
    expect(lineMax(0)).toBe(1);
  });

  it('says how many are left', () => {
    expect(onlyLeftMessage(3)).toBe('Only 3 left in stock.');
    expect(onlyLeftMessage(1)).toBe('Only 1 left in stock.');
  });

  it('lists the lines to fix in cart order, ignoring lines of unknown stock', () => {
    const a = product(1, { quantity: 3 });
    const b = product(2, { quantity: 1 });
    const c = product(3, { quantity: 2 });
    const d = product(4, { quantity: 9 });
    const problems = stockProblems([a, b, c, d], { [a.id]: 2, [b.id]: 0, [c.id]: 5 });
    expect(problems.map((p) => [p.item.title, p.state, p.stock])).toEqual([
      ['Product 1', 'short', 2],
      ['Product 2', 'out', 0],
    ]);
    expect(stockProblems([a], undefined)).toEqual([]);
  });

  it('tells the checkout what to fix', () => {
    const a = product(1, { quantity: 3 });
    const b = product(2);
    const c = product(3, { quantity: 4 });
    expect(checkoutStockHint([])).toBeNull();
    expect(checkoutStockHint([{ item: a, state: 'short', stock: 2 }])).toBe(
      'To check out, lower Product 1 to 2.',
    );
    expect(checkoutStockHint([{ item: b, state: 'out', stock: 0 }])).toBe(
      'To check out, remove Product 2 (out of stock).',
    );
    expect(
      checkoutStockHint([
        { item: a, state: 'short', stock: 2 },
        { item: b, state: 'out', stock: 0 },
        { item: c, state: 'short', stock: 1 },
      ]),
    ).toBe('To check out, lower Product 1 to 2, remove Product 2 (out of stock) and lower Product 3 to 1.');
  });

  it("reads what is left from the server's stock refusal (409) only", () => {
    expect(stockLeftFromRefusal(refusal('Only 2 left in stock for PS5 Slim.'))).toBe(2);
    expect(stockLeftFromRefusal(refusal('PS5 Slim is out of stock.'))).toBe(0);
    expect(stockLeftFromRefusal(refusal('Something else.'))).toBeNull();
    expect(stockLeftFromRefusal(refusal('Only 2 left in stock for PS5 Slim.', 400))).toBeNull();
    expect(stockLeftFromRefusal(new Error('Only 2 left in stock for PS5 Slim.'))).toBeNull();
    expect(isStockRefusal(refusal('x'))).toBe(true);
    expect(isStockRefusal(refusal('x', 404))).toBe(false);
  });
});
