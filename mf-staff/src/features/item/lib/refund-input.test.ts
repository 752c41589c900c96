import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, readRefund, refundAboveRestMessage, refundPrefill } from './refund-input';

describe('readRefund', () => {
  it('takes rupees with up to two decimals, up to what is refundable, and a trimmed reason', () => {
    expect(readRefund('1250', ' Damaged box ', 49990)).toEqual({
      ok: true,
      amount: 1250,
      reason: 'Damaged box',
    });
    expect(readRefund(' 1250.5 ', 'x', 49990)).toEqual({ ok: true, amount: 1250.5, reason: 'x' });
    expect(readRefund('49990.00', 'All of it', 49990)).toEqual({
      ok: true,
      amount: 49990,
      reason: 'All of it',
    });
    expect(readRefund('0.01', 'Rounding', 0.01)).toEqual({ ok: true, amount: 0.01, reason: 'Rounding' });
  });

  it('refuses an amount that is not rupees and paise above zero, with the database’s message', () => {
    for (const input of [
      '',
      ' ',
      '0',
      '0.00',
      '-5',
      '12.345',
      '1,250',
      '₹1250',
      'abc',
      '1e3',
      '.5',
      'Infinity',
    ]) {
      const read = readRefund(input, 'Reason', 49990);
      expect(read).toEqual({ ok: false, errors: { amount: REFUND_MESSAGES.amount, reason: null } });
    }
  });

  it('refuses more than is refundable, naming the rest in Indian rupees', () => {
    expect(readRefund('1250.01', 'Reason', 1250)).toEqual({
      ok: false,
      errors: { amount: 'At most ₹1,250.00 can be refunded.', reason: null },
    });
    expect(refundAboveRestMessage(123456.5)).toBe('At most ₹1,23,456.50 can be refunded.');
  });

  it('requires a reason of up to 500 characters, checking both fields at once', () => {
    expect(readRefund('0', '   ', 100)).toEqual({
      ok: false,
      errors: { amount: REFUND_MESSAGES.amount, reason: 'A reason of up to 500 characters is required.' },
    });
    expect(readRefund('10', 'a'.repeat(500), 100).ok).toBe(true);
    expect(readRefund('10', 'a'.repeat(501), 100)).toEqual({
      ok: false,
      errors: { amount: null, reason: REFUND_MESSAGES.reason },
    });
  });
});

describe('refundPrefill', () => {
  it('offers all that is refundable with two decimals, nothing when nothing is', () => {
    expect(refundPrefill(49990)).toBe('49990.00');
    expect(refundPrefill(1234.5)).toBe('1234.50');
    expect(refundPrefill(0)).toBe('');
  });
});
