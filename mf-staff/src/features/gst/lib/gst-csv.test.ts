import type { GstSummaryRow } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { gstCsvName, gstSummaryCsv } from './gst-csv';
import { gstTotals, rateLabel } from './gst-summary';
import { formatMonth, indiaMonth, isMonth } from './india-month';

const row = (over: Partial<GstSummaryRow> = {}): GstSummaryRow => ({
  document_kind: 'invoice',
  place_of_supply_code: '27',
  place_of_supply_state: 'Maharashtra',
  supply: 'intra',
  gst_rate: '18.00',
  documents: 1,
  taxable_value: '0.10',
  cgst: '0.01',
  sgst: '0.01',
  igst: '0.00',
  total: '0.12',
  ...over,
});

describe('GST summary CSV', () => {
  it('quotes what needs it, keeps money text and neutralises formulas', () => {
    const csv = gstSummaryCsv([
      row({ place_of_supply_state: 'Dadra and Nagar Haveli, Daman and Diu', place_of_supply_code: '26' }),
      row({ place_of_supply_state: '=HYPERLINK("x")', taxable_value: '-12.50' }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'Tax invoice,"Dadra and Nagar Haveli, Daman and Diu",26,Intra-state,18.00,1,0.10,0.01,0.01,0.00,0.12',
    );
    expect(lines[2]).toBe(
      'Tax invoice,"\'=HYPERLINK(""x"")",27,Intra-state,18.00,1,-12.50,0.01,0.01,0.00,0.12',
    );
  });

  it('names the file after the month', () => {
    expect(gstCsvName('2026-11')).toBe('gst-summary-2026-11.csv');
  });
});

describe('GST totals', () => {
  it('adds each kind exactly in paise', () => {
    const totals = gstTotals([row(), row(), row({ document_kind: 'credit_note', total: '1299.50' })]);
    expect(totals).toEqual([
      {
        kind: 'invoice',
        documents: 2,
        taxable_value: '0.20',
        cgst: '0.02',
        sgst: '0.02',
        igst: '0.00',
        total: '0.24',
      },
      {
        kind: 'credit_note',
        documents: 1,
        taxable_value: '0.10',
        cgst: '0.01',
        sgst: '0.01',
        igst: '0.00',
        total: '1299.50',
      },
    ]);
    expect(gstTotals([])).toEqual([]);
  });

  it('writes rates and months', () => {
    expect(rateLabel('18.00')).toBe('18%');
    expect(rateLabel('2.50')).toBe('2.5%');
    expect(rateLabel('0.00')).toBe('0%');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-01')).toBe(true);
    // 31 Oct 2026, 7 pm UTC is 1 Nov in India.
    expect(indiaMonth(new Date('2026-10-31T19:00:00Z'))).toBe('2026-11');
  });
});
