import type { DayPaymentRow } from '../api/day-payments';
import { toCsv } from './csv';
import { indiaIsoTime } from './india-day';

/** The export's columns, as the database names them; `time` is ISO in India's time. */
export const PAYMENTS_CSV_HEADER = [
  'time',
  'order_id',
  'payment_method',
  'method',
  'reference',
  'kind',
  'amount',
] as const;

/** 'payments-2026-11-28.csv'. */
export const paymentsCsvName = (day: string): string => `payments-${day}.csv`;

/** A day's payments as CSV: the header, then one record per row in the answer's order. */
export function paymentsCsv(rows: readonly DayPaymentRow[]): string {
  return toCsv([
    PAYMENTS_CSV_HEADER,
    ...rows.map((row) => [
      indiaIsoTime(row.at),
      row.order_id,
      row.payment_method,
      row.method,
      row.reference,
      row.kind,
      row.amount,
    ]),
  ]);
}
