import { describe, expect, it } from 'vitest';
import type { DayPaymentRow } from '../api/day-payments';
import { csvField, toCsv } from './csv';
import { PAYMENTS_CSV_HEADER, paymentsCsv, paymentsCsvName } from './payments-csv';

describe('csvField', () => {
  it('quotes every field and doubles quotes, keeping commas and line breaks inside it', () => {
    expect(csvField('pay_1')).toBe('"pay_1"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2\r\nline 3')).toBe('"line 1\nline 2\r\nline 3"');
    expect(csvField('')).toBe('""');
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
  });

  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('+91 98')).toBe('"\'+91 98"');
    expect(csvField('-2+3')).toBe('"\'-2+3"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('\t=1')).toBe('"\'\t=1"');
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    // Only at the start.
    expect(csvField('a=b-c')).toBe('"a=b-c"');
  });

  it('writes numbers as amounts with two decimals, negative ones unprefixed', () => {
    expect(csvField(49990)).toBe('"49990.00"');
    expect(csvField(1234.5)).toBe('"1234.50"');
    expect(csvField(-500)).toBe('"-500.00"');
    expect(csvField(-0)).toBe('"0.00"');
    expect(csvField(Number.NaN)).toBe('""');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe('"a","b"\r\n"c","1.00"\r\n');
  });
});

describe('paymentsCsv', () => {
  const row = (over: Partial<DayPaymentRow>): DayPaymentRow => ({
    at: '2026-11-28T04:30:00Z',
    order_id: '00000001-0000-4000-8000-000000000000',
    payment_method: 'online',
    method: 'upi',
    reference: 'pay_RZP0001',
    amount: 49990,
    kind: 'payment',
    ...over,
  });

  it('writes the header, then each row with its time in India and its amount as a number', () => {
    const csv = paymentsCsv([
      row({}),
      row({
        at: '2026-11-28T18:29:59.5Z',
        payment_method: 'cod',
        method: 'cash',
        reference: null,
        amount: 1299.5,
      }),
      row({
        at: '2026-11-28T10:00:00+00:00',
        method: null,
        reference: 'rfnd_RZP9',
        amount: -500,
        kind: 'refund',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"time","order_id","payment_method","method","reference","kind","amount"',
      '"2026-11-28T10:00:00+05:30","00000001-0000-4000-8000-000000000000","online","upi","pay_RZP0001","payment","49990.00"',
      '"2026-11-28T23:59:59+05:30","00000001-0000-4000-8000-000000000000","cod","cash","","payment","1299.50"',
      '"2026-11-28T15:30:00+05:30","00000001-0000-4000-8000-000000000000","online","","rfnd_RZP9","refund","-500.00"',
      '',
    ]);
    expect(PAYMENTS_CSV_HEADER).toHaveLength(7);
  });

  it('keeps a hostile reference inert and in one field', () => {
    const csv = paymentsCsv([row({ reference: '=cmd|" /C calc"!A0,\nnext' })]);
    expect(csv.split('\r\n')[1]).toBe(
      '"2026-11-28T10:00:00+05:30","00000001-0000-4000-8000-000000000000","online","upi","\'=cmd|"" /C calc""!A0,\nnext","payment","49990.00"',
    );
  });

  it('names the file after the day', () => {
    expect(paymentsCsvName('2026-11-28')).toBe('payments-2026-11-28.csv');
  });
});
