import { describe, expect, it } from 'vitest';
import {
  emptySupportForm,
  SUPPORT_MESSAGES,
  SUPPORT_REASONS,
  supportReference,
  supportReferenceHint,
  supportReferenceLabel,
  validateSupportForm,
} from './support.ts';

describe('support form rules', () => {
  it('offers the four reasons of docs/product.md', () => {
    expect([...SUPPORT_REASONS]).toEqual([
      'Order Related',
      'Discount Request Related',
      'Product Inquiry',
      'Others',
    ]);
  });

  it('requires a reason, the reference and a description', () => {
    expect(validateSupportForm(emptySupportForm())).toEqual({
      reason: SUPPORT_MESSAGES.reasonRequired,
      reference: SUPPORT_MESSAGES.referenceRequired,
      description: SUPPORT_MESSAGES.descriptionRequired,
    });
    expect(validateSupportForm({ reason: 'Order Related', reference: '  ', description: 'x' })).toEqual({
      reference: SUPPORT_MESSAGES.referenceRequired,
    });
  });

  it('does not require the reference when the reason is Others', () => {
    expect(validateSupportForm({ reason: 'Others', reference: '', description: 'Hello' })).toEqual({});
  });

  it('refuses an unknown reason and over-long texts', () => {
    expect(validateSupportForm({ reason: 'Spam', reference: 'a', description: 'b' }).reason).toBe(
      SUPPORT_MESSAGES.reasonRequired,
    );
    expect(
      validateSupportForm({ reason: 'Others', reference: 'r'.repeat(101), description: 'd'.repeat(1001) }),
    ).toEqual({
      reference: SUPPORT_MESSAGES.referenceTooLong,
      description: SUPPORT_MESSAGES.descriptionTooLong,
    });
  });

  it('names the reference after the reason', () => {
    expect(SUPPORT_REASONS.map(supportReferenceLabel)).toEqual([
      'Order number',
      'Request number',
      'Product Name / Title',
      'Title',
    ]);
    expect(supportReferenceLabel('')).toBe('Title / Order number / Request number');
    expect(supportReferenceHint('Order Related')).toBe('As your order history shows it, like GG-26-7K3M9Q.');
    expect(supportReferenceHint('Others')).toBeUndefined();
  });

  it('takes an order number as typed (any case, with or without #), or an order id', () => {
    const order = (reference: string) =>
      validateSupportForm({ reason: 'Order Related', reference, description: 'Late' });
    for (const ok of [
      'GG-26-7K3M9Q',
      ' #gg-26-7k3m9q ',
      '8e0d38d4',
      'a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab',
    ]) {
      expect(order(ok)).toEqual({});
    }
    for (const bad of ['my last order', 'GG-26-7K3M9', 'GG-2026-7K3M9Q']) {
      expect(order(bad)).toEqual({ reference: SUPPORT_MESSAGES.orderNumberInvalid });
    }
    // Other reasons take any text.
    expect(
      validateSupportForm({ reason: 'Product Inquiry', reference: 'PS5 Pro', description: 'Stock?' }),
    ).toEqual({});
  });

  it('sends a display number as the shop writes it, anything else trimmed', () => {
    expect(supportReference(' #gg-26-7k3m9q ')).toBe('GG-26-7K3M9Q');
    expect(supportReference(' PS5 Pro ')).toBe('PS5 Pro');
  });
});
