import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_REQUEST_FORM_DEFAULTS,
  type DiscountRequestFormValues,
  discountRequestPayloadProblem,
  discountRequestStatusLabel,
  discountSaving,
  isUrlFromSite,
  DISCOUNT_REQUEST_MESSAGES as M,
  urlNotFromSiteMessage,
  validateDiscountRequestForm,
} from './discount-request.ts';

const valid: DiscountRequestFormValues = {
  product_type: 'Laptops',
  ecom_site: 'Flipkart.in',
  product_url: 'https://www.flipkart.com/asus-tuf-f15/p/itm123',
  current_price: '45999',
};
const errorsOf = (over: Partial<DiscountRequestFormValues>) =>
  validateDiscountRequestForm({ ...valid, ...over }).errors;

describe('discount request form rules', () => {
  it('accepts a valid form and builds the payload', () => {
    expect(validateDiscountRequestForm({ ...valid, current_price: '45,999.50' })).toEqual({
      errors: {},
      payload: { ...valid, current_price: 45999.5 },
    });
  });

  it('gives every message of the empty form', () => {
    expect(validateDiscountRequestForm(DISCOUNT_REQUEST_FORM_DEFAULTS).errors).toEqual({
      product_type: M.productTypeRequired,
      ecom_site: M.siteRequired,
      product_url: M.urlInvalid,
      current_price: M.priceRequired,
    });
  });

  it.each([
    ['flipkart dot com', M.urlInvalid],
    ['ftp://www.flipkart.com/p/1', M.urlInvalid],
    ['javascript:alert(1)//flipkart.com', M.urlInvalid],
    ['http://localhost/item', M.urlInvalid],
    ['http://fkrt.it', M.urlShort],
    ['https://www.amazon.in/dp/B0CS19ZR3M', urlNotFromSiteMessage('Flipkart.in')],
  ])('URL %s: %s', (product_url, message) => {
    expect(errorsOf({ product_url }).product_url).toBe(message);
  });

  it.each([
    ['', M.priceRequired],
    ['  ', M.priceRequired],
    ['cheap', M.priceNumber],
    ['0', M.pricePositive],
    ['-5', M.pricePositive],
    ['99.99', M.priceMin],
  ])('price %j: %s', (current_price, message) => {
    expect(errorsOf({ current_price }).current_price).toBe(message);
  });

  it('says the link is not from the chosen site even while the price is still empty', () => {
    expect(errorsOf({ product_url: 'https://www.amazon.in/dp/B0CS19ZR3M', current_price: '' })).toEqual({
      product_url: urlNotFromSiteMessage('Flipkart.in'),
      current_price: M.priceRequired,
    });
  });

  it('accepts exactly Rs. 100 and 15-character URLs', () => {
    expect(errorsOf({ current_price: '100' })).toEqual({});
    expect(errorsOf({ product_url: 'http://fkrt.it/' })).toEqual({});
  });

  it('knows each site by its hosts', () => {
    expect(isUrlFromSite('https://www.amazon.in/dp/B0CS19ZR3M', 'Amazon.in')).toBe(true);
    expect(isUrlFromSite('https://amzn.in/d/abc', 'Amazon.in')).toBe(true);
    expect(isUrlFromSite('https://dl.flipkart.com/s/abc', 'Flipkart.in')).toBe(true);
    expect(isUrlFromSite('https://amazon.in.evil.example/dp/1', 'Amazon.in')).toBe(false);
    expect(isUrlFromSite('https://www.amazon.com/dp/1', 'Amazon.in')).toBe(false);
  });

  it('reports the first problem of a payload for the edge function', () => {
    expect(discountRequestPayloadProblem({ ...valid, current_price: 45999 })).toBeNull();
    expect(discountRequestPayloadProblem({ ...valid, current_price: true })).toBe(M.priceNumber);
    expect(discountRequestPayloadProblem({ ...valid, product_url: 42 })).toBe(M.urlInvalid);
    expect(discountRequestPayloadProblem(null)).not.toBeNull();
  });
});

describe('statuses and saving', () => {
  it('spaces underscores and capitalises each word', () => {
    expect(discountRequestStatusLabel('offer_sent')).toBe('Offer Sent');
    expect(discountRequestStatusLabel('ordered')).toBe('Ordered');
  });

  it('is the difference only when the offer is below the customer price', () => {
    expect(discountSaving(32999, 30999)).toBe(2000);
    expect(discountSaving(33499, 34999)).toBeNull();
    expect(discountSaving(1000, 1000)).toBeNull();
    expect(discountSaving(1000, null)).toBeNull();
  });
});
