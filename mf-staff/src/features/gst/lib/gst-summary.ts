import {
  type GstSummaryRow,
  TAX_DOCUMENT_KINDS,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentKind,
} from 'shared/contracts';

/** 'Intra-state' (CGST + SGST) / 'Inter-state' (IGST). */
export const SUPPLY_LABELS: Record<GstSummaryRow['supply'], string> = {
  intra: 'Intra-state',
  inter: 'Inter-state',
};

/** 'Tax invoices' / 'Credit notes': the totals' names. */
export const KIND_PLURALS: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoices',
  credit_note: 'Credit notes',
};

export const kindTitle = (kind: TaxDocumentKind): string => TAX_DOCUMENT_TITLES[kind];

/** '18.00' -> '18%', '2.50' -> '2.5%'. */
export function rateLabel(rate: string): string {
  const short = rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
  return `${short}%`;
}

/** 'Maharashtra (27)'. */
export const placeLabel = (row: Pick<GstSummaryRow, 'place_of_supply_state' | 'place_of_supply_code'>) =>
  `${row.place_of_supply_state} (${row.place_of_supply_code})`;

/** '140980.50' -> 14098050 paise: whole paise, so sums are exact. */
function toPaise(money: string): number {
  const negative = money.startsWith('-');
  const [whole = '0', paise = '0'] = money.replace('-', '').split('.');
  const amount = Number(whole) * 100 + Number(paise.padEnd(2, '0').slice(0, 2));
  return negative ? -amount : amount;
}

/** 14098050 paise -> '140980.50' (the RPC's own form). */
function fromPaise(paise: number): string {
  const abs = Math.abs(paise);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return paise < 0 ? `-${text}` : text;
}

const MONEY_COLUMNS = ['taxable_value', 'cgst', 'sgst', 'igst', 'total'] as const;
export type GstMoneyColumn = (typeof MONEY_COLUMNS)[number];

export interface GstKindTotal extends Record<GstMoneyColumn, string> {
  kind: TaxDocumentKind;
  documents: number;
}

/**
 * The totals of each kind present in `rows` (invoices first), added in whole paise so they are
 * exact, written as the RPC writes money.
 */
export function gstTotals(rows: readonly GstSummaryRow[]): GstKindTotal[] {
  return TAX_DOCUMENT_KINDS.flatMap((kind) => {
    const ofKind = rows.filter((row) => row.document_kind === kind);
    if (ofKind.length === 0) return [];
    const sum = (column: GstMoneyColumn) =>
      fromPaise(ofKind.reduce((total, row) => total + toPaise(row[column]), 0));
    return [
      {
        kind,
        documents: ofKind.reduce((total, row) => total + row.documents, 0),
        taxable_value: sum('taxable_value'),
        cgst: sum('cgst'),
        sgst: sum('sgst'),
        igst: sum('igst'),
        total: sum('total'),
      },
    ];
  });
}
