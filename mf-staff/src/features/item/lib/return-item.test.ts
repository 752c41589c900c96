import { RETURN_MESSAGES, type StaffReturnItem } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../../lib/kinds';
import { fakeReturn } from '../../../test-utils';
import {
  readResellable,
  readReturnItem,
  readUpiReference,
  rejectionNeedsRemark,
  returnCompletion,
  returnFacts,
} from './return-item';

const request = (over: Record<string, unknown> = {}): StaffReturnItem => {
  const read = readReturnItem({ name: null, ...fakeReturn(1, over), allowedNext: [] });
  if (!read) throw new Error('not a return');
  return read;
};

describe('a staff return request', () => {
  it('reads the queue’s item and refuses what is not one', () => {
    expect(request().product_name).toBe('PlayStation 1');
    expect(readReturnItem({ id: 'x', email: null, name: null, allowedNext: [] })).toBeNull();
  });

  it('is completed by an online refund, a UPI refund (cash on delivery) or a replacement', () => {
    expect(returnCompletion({ kind: 'return', payment_method: 'online' })).toBe('online_refund');
    expect(returnCompletion({ kind: 'return', payment_method: 'cod' })).toBe('upi_refund');
    expect(returnCompletion({ kind: 'replacement', payment_method: 'cod' })).toBe('replacement');
  });

  it('lists its facts: the money only for a return, the UPI ID only for cash on delivery', () => {
    expect(returnFacts(request({ refund_amount: '1234567.00' }))).toEqual([
      ['Request', 'Return'],
      ['Product', 'PlayStation 1 × 1'],
      ['Order', { order: '00000001-0000-4000-8000-0000000000aa', number: 'GG-26-00001A' }],
      ['Reason', 'Defective or not working'],
      ['Shopper’s comment', '<b>No picture</b> after an hour'],
      ['Pickup address', 'Asha Rao, 12 Marine Drive, Mumbai 400001'],
      ['Payment method', 'Pay online'],
      ['Refund amount', '₹12,34,567.00'],
    ]);
    const cod = returnFacts(request({ payment_method: 'cod', refund_upi: 'asha@upi', comment: null }));
    expect(cod).toContainEqual(['Refund to UPI ID', 'asha@upi']);
    expect(cod).toContainEqual(['Shopper’s comment', '—']);
    const replaced = returnFacts(
      request({
        kind: 'replacement',
        resellable: true,
        replacement_order_id: 'new-order',
        reason_label: null,
      }),
    );
    expect(replaced.map(([term]) => term)).not.toContain('Refund amount');
    expect(replaced).toContainEqual(['Reason', 'Defective or not working']);
    expect(replaced).toContainEqual(['Can be sold again', 'Yes']);
    expect(replaced).toContainEqual(['Replacement order', { order: 'new-order' }]);
  });

  it('checks the receive choice, the UPI reference and a rejection’s reason as the database does', () => {
    expect(readResellable('')).toEqual({ ok: false, errors: { resellable: RETURN_MESSAGES.resellable } });
    expect(readResellable('no')).toEqual({ ok: true, resellable: false });
    expect(readUpiReference(' 412345678901 ')).toEqual({ ok: true, reference: '412345678901' });
    for (const bad of ['', '12345', 'ab cd ef', 'x'.repeat(41), 'ref#123456']) {
      expect(readUpiReference(bad)).toEqual({
        ok: false,
        errors: { reference: RETURN_MESSAGES.upiReference },
      });
    }
    expect(rejectionNeedsRemark('rejected', '  ')).toBe(true);
    expect(rejectionNeedsRemark('rejected', 'Seal broken')).toBe(false);
    expect(rejectionNeedsRemark('approved', '')).toBe(false);
  });

  it('sums up a row of the queue', () => {
    expect(summaryOf('return', fakeReturn(1, { quantity: 2 }))).toBe(
      'Return: PlayStation 1 × 2 · Defective or not working',
    );
    expect(
      summaryOf('return', fakeReturn(1, { kind: 'replacement', reason: 'wrong_item', reason_label: null })),
    ).toBe('Replacement: PlayStation 1 × 1 · Wrong item sent');
  });
});
