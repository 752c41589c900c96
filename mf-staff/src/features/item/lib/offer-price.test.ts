import { LIFECYCLE_MESSAGES, OFFER_MAX_PRICE } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { readOfferPrice } from './offer-price';

describe('readOfferPrice', () => {
  it('takes a positive price up to the maximum', () => {
    expect(readOfferPrice('1499.50')).toEqual({ price: 1499.5, error: null });
    expect(readOfferPrice(String(OFFER_MAX_PRICE))).toEqual({ price: OFFER_MAX_PRICE, error: null });
  });

  it('refuses empty, non-numeric, zero and negative prices, and too high ones', () => {
    for (const input of ['', '  ', 'abc', '0', '-5', 'Infinity']) {
      expect(readOfferPrice(input)).toEqual({ price: null, error: LIFECYCLE_MESSAGES.offerPricePositive });
    }
    expect(readOfferPrice(String(OFFER_MAX_PRICE + 1))).toEqual({
      price: null,
      error: LIFECYCLE_MESSAGES.offerPriceHigh,
    });
  });
});
