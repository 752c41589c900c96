import { afterEach, describe, expect, it } from 'vitest';
import {
  CART_INTENT_KEY,
  CART_INTENT_MAX_AGE_MS,
  forgetCartIntent,
  peekCartIntent,
  rememberCartIntent,
  takeCartIntent,
} from './cart-intent';
import { useSession } from './store';

const ID = '00000000-0000-4000-8000-000000000001';

afterEach(() => {
  forgetCartIntent();
  useSession.setState({ status: 'anonymous', user: null });
});

describe("a guest's pending add to cart", () => {
  it('is kept in localStorage (a new page or tab sees it) and taken once', () => {
    rememberCartIntent(ID, 4, 1_000);
    expect(JSON.parse(localStorage.getItem(CART_INTENT_KEY) ?? '')).toEqual({
      productId: ID,
      quantity: 4,
      savedAt: 1_000,
    });
    expect(takeCartIntent('another-product', 2_000)).toBeNull();
    expect(takeCartIntent(ID, 2_000)).toBe(4);
    expect(takeCartIntent(ID, 2_000)).toBeNull();
    expect(localStorage.getItem(CART_INTENT_KEY)).toBeNull();
  });

  it('expires with the confirmation link (1 hour)', () => {
    rememberCartIntent(ID, 1, 0);
    expect(peekCartIntent(CART_INTENT_MAX_AGE_MS - 1)).not.toBeNull();
    expect(takeCartIntent(ID, CART_INTENT_MAX_AGE_MS)).toBeNull();
    expect(localStorage.getItem(CART_INTENT_KEY)).toBeNull();
  });

  it('ignores and drops anything malformed (a quantity outside 1-99, junk)', () => {
    for (const raw of [
      '{',
      '{"productId":"x","quantity":0,"savedAt":1}',
      '{"productId":"x","quantity":100,"savedAt":1}',
    ]) {
      localStorage.setItem(CART_INTENT_KEY, raw);
      expect(peekCartIntent(2)).toBeNull();
      expect(localStorage.getItem(CART_INTENT_KEY)).toBeNull();
    }
  });

  it('is forgotten when the user signs out, not when a guest session is read', () => {
    rememberCartIntent(ID, 1);
    useSession.setState({ status: 'loading', user: null });
    useSession.setState({ status: 'anonymous', user: null });
    expect(peekCartIntent()).not.toBeNull();
    useSession.setState({ status: 'authenticated', user: { id: 'u', email: null, name: null } });
    useSession.setState({ status: 'anonymous', user: null });
    expect(peekCartIntent()).toBeNull();
  });
});
