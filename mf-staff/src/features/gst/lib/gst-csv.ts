import Papa from 'papaparse';
import type { GstSummaryRow } from 'shared/contracts';
import { kindTitle, SUPPLY_LABELS } from './gst-summary';

/** The export's header row. Money is in rupees, exactly as the database wrote it. */
export const GST_CSV_HEADER = [
  'Document kind',
  'Place of supply state',
  'Place of supply code',
  'Supply',
  'GST rate (%)',
  'Documents',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Total (INR)',
] as const;

/** 'gst-summary-2026-11.csv'. */
export const gstCsvName = (month: string): string => `gst-summary-${month}.csv`;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets an
 * apostrophe in front (OWASP's CSV injection advice), but a number such as '-12.50' is left as
 * it is.
 */
const FORMULA = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** The month's rows as CSV (RFC 4180, CRLF): the header, then one record per row in the RPC's order. */
export function gstSummaryCsv(rows: readonly GstSummaryRow[]): string {
  return Papa.unparse(
    {
      fields: [...GST_CSV_HEADER],
      data: rows.map((row) => [
        kindTitle(row.document_kind),
        row.place_of_supply_state,
        row.place_of_supply_code,
        SUPPLY_LABELS[row.supply],
        row.gst_rate,
        String(row.documents),
        row.taxable_value,
        row.cgst,
        row.sgst,
        row.igst,
        row.total,
      ]),
    },
    { newline: '\r\n', escapeFormulae: FORMULA },
  );
}
