import { describe, expect, it } from 'vitest';
import {
  availableReturnKinds,
  checkReturnForm,
  RETURN_MESSAGES,
  type ReturnFormValues,
  type ReturnOptionsItem,
  reasonsFor,
  replacementWindowText,
  returnWindowText,
} from './returns.ts';

const values = (over: Partial<ReturnFormValues> = {}): ReturnFormValues => ({
  kind: 'return',
  reason: 'no_longer_needed',
  comment: '',
  quantity: 1,
  refundUpi: 'asha@okhdfcbank',
  ...over,
});

const NOW = new Date('2026-11-28T10:00:00Z');
const item = (over: Partial<ReturnOptionsItem> = {}): ReturnOptionsItem => ({
  product_id: 'p1',
  name: 'DualSense',
  slug: 'pad',
  quantity: 2,
  unit_refund: 5391,
  return_until: '2026-12-05T18:29:59.999Z',
  replacement_until: '2026-12-05T18:29:59.999Z',
  requests: [],
  ...over,
});

describe('the return form', () => {
  it('checks what request_return checks, with its words', () => {
    expect(checkReturnForm(values(), 2, true)).toEqual({});
    expect(checkReturnForm(values({ kind: '' }), 2, true)).toEqual({ kind: RETURN_MESSAGES.chooseKind });
    expect(checkReturnForm(values({ reason: 'bored' }), 2, true)).toEqual({
      reason: RETURN_MESSAGES.chooseReason,
    });
    expect(checkReturnForm(values({ kind: 'replacement' }), 2, true)).toEqual({
      reason: RETURN_MESSAGES.replacementReason,
    });
    expect(checkReturnForm(values({ reason: 'defective', comment: '   ' }), 2, true)).toEqual({
      comment: RETURN_MESSAGES.commentRequired,
    });
    expect(checkReturnForm(values({ comment: 'x'.repeat(1001) }), 2, true)).toEqual({
      comment: RETURN_MESSAGES.commentTooLong,
    });
    expect(checkReturnForm(values({ quantity: 3 }), 2, true)).toEqual({
      quantity: RETURN_MESSAGES.quantity(2),
    });
    expect(checkReturnForm(values({ refundUpi: '' }), 2, true)).toEqual({
      refundUpi: RETURN_MESSAGES.upiRequired,
    });
    expect(checkReturnForm(values({ refundUpi: 'asha at bank' }), 2, true)).toEqual({
      refundUpi: RETURN_MESSAGES.upiInvalid,
    });
    // Paid online, or a replacement: no UPI ID.
    expect(checkReturnForm(values({ refundUpi: '' }), 2, false)).toEqual({});
    expect(
      checkReturnForm(values({ kind: 'replacement', reason: 'wrong_item', refundUpi: '' }), 2, true),
    ).toEqual({});
  });

  it('offers the replacement reasons only for faulty, wrong or incomplete items', () => {
    expect(reasonsFor('replacement').map((r) => r.value)).toEqual([
      'damaged',
      'defective',
      'wrong_item',
      'missing_parts',
    ]);
    expect(reasonsFor('return')).toHaveLength(6);
  });
});

describe('what a line can still ask', () => {
  it('is the kinds whose window is open, not asked, with nothing open', () => {
    expect(availableReturnKinds(item(), NOW)).toEqual(['return', 'replacement']);
    expect(availableReturnKinds(item({ return_until: null }), NOW)).toEqual(['replacement']);
    expect(availableReturnKinds(item({ replacement_until: '2026-11-27T18:29:59.999Z' }), NOW)).toEqual([
      'return',
    ]);
    const asked = {
      id: 'r1',
      order_id: 'o1',
      product_id: 'p1',
      product_name: 'DualSense',
      quantity: 1,
      kind: 'return' as const,
      reason: 'defective',
      comment: null,
      status: 'requested' as const,
      remark: null,
      refund_amount: 5391,
      refund_upi: null,
      replacement_order_id: null,
      created_at: '',
      updated_at: '',
    };
    expect(availableReturnKinds(item({ requests: [asked] }), NOW)).toEqual([]);
    expect(availableReturnKinds(item({ requests: [{ ...asked, status: 'rejected' }] }), NOW)).toEqual([
      'replacement',
    ]);
    expect(availableReturnKinds(item({ requests: [{ ...asked, status: 'cancelled' }] }), NOW)).toEqual([
      'return',
      'replacement',
    ]);
  });

  it('names the windows as the product page does', () => {
    expect(returnWindowText(10)).toBe('10-day returns');
    expect(returnWindowText(0)).toBe('Not returnable');
    expect(replacementWindowText(7)).toBe('7-day replacement');
    expect(replacementWindowText(0)).toBe('No replacement');
  });
});
