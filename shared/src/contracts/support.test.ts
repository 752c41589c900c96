import { describe, expect, it } from 'vitest';
import {
  emptySupportForm,
  SUPPORT_MESSAGES,
  SUPPORT_REASONS,
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
      'Order ID',
      'Request ID',
      'Product Name / Title',
      'Title',
    ]);
    expect(supportReferenceLabel('')).toBe('Title / Order ID / Request ID');
  });
});
