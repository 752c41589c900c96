/**
 * functions/_shared/invoice-pdf.ts: every field CGST Rule 46 (Rule 53 for a credit note) asks of
 * the document is in the PDF's text, pages turn with the table's header repeated, text the
 * standard fonts cannot encode does not break the render, and the bytes are reproducible.
 * A pure unit test: no database (the package's global setup still starts the stack for the run).
 */
import { PDFDocument } from 'pdf-lib';
import type { TaxDocument, TaxDocumentLine, TaxDocumentSeller } from 'shared/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTaxDocumentPdf } from '../../functions/_shared/invoice-pdf.ts';

const seller: TaxDocumentSeller = {
  legal_name: 'GameGear Retail Private Limited',
  trade_name: 'GameGear',
  gstin: '27AAKCG1234F1Z5',
  address_line1: 'Unit 14, Kamala Mills Compound',
  address_line2: 'Senapati Bapat Marg, Lower Parel',
  city: 'Mumbai',
  state: 'Maharashtra',
  state_code: '27',
  pincode: '400013',
  support_email: 'support@gamegear.in',
  support_phone: '+91 22 4000 1234',
};

const ps5: TaxDocumentLine = {
  line_no: 1,
  description: 'Sony PlayStation 5 Slim Console (Digital Edition) 1 TB with DualSense controller',
  hsn_code: '9504',
  quantity: 2,
  unit_price: '54990.00',
  discount: '1500.00',
  taxable_value: '91932.20',
  gst_rate: '18.00',
  cgst: '8273.90',
  sgst: '8273.90',
  igst: '0.00',
  total: '108480.00',
};

const monitor: TaxDocumentLine = {
  line_no: 2,
  description: 'LG UltraGear 27-inch QHD 180 Hz gaming monitor',
  hsn_code: '8528',
  quantity: 1,
  unit_price: '33000.50',
  discount: '500.00',
  taxable_value: '25391.02',
  gst_rate: '28.00',
  cgst: '3554.74',
  sgst: '3554.74',
  igst: '0.00',
  total: '32500.50',
};

/** Within Maharashtra: CGST + SGST; the order's discount apportioned, the lines add up to the total. */
const invoice: TaxDocument = {
  id: '5d1c8a52-7f1e-4f7a-9a43-2b3f6f0c9e01',
  kind: 'invoice',
  number: 'GG/26-27/000123',
  financial_year: '26-27',
  order_id: '9b2f4c1e-3a5d-4e8f-b6a7-1c2d3e4f5a6b',
  invoice_number: null,
  invoice_issued_at: null,
  // 20:00 UTC on 28 Nov is 01:30 on 29 Nov in India.
  issued_at: '2026-11-28T20:00:00Z',
  reason: null,
  seller,
  buyer_name: 'Aarav Mehta',
  buyer_address:
    'Flat 702, Sea Breeze Apartments, 16th Road, Bandra West, Near Joggers Park, Mumbai, Maharashtra 400050',
  place_of_supply_state: 'Maharashtra',
  place_of_supply_code: '27',
  supply: 'intra',
  taxable_value: '117323.22',
  cgst: '11828.64',
  sgst: '11828.64',
  igst: '0.00',
  total: '140980.50',
  lines: [ps5, monitor],
};

/** To Karnataka: IGST; a partial refund gives back value, not units (quantity null). */
const creditNote: TaxDocument = {
  ...invoice,
  id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
  kind: 'credit_note',
  number: 'CN/26-27/000004',
  invoice_number: 'GG/26-27/000118',
  invoice_issued_at: '2026-11-20T05:00:00Z',
  issued_at: '2026-12-01T04:00:00Z',
  reason: 'Refund',
  buyer_name: 'Priya Raghavan',
  buyer_address: '221, 5th Cross, Indiranagar 2nd Stage, Bengaluru, Karnataka 560038',
  place_of_supply_state: 'Karnataka',
  place_of_supply_code: '29',
  supply: 'inter',
  taxable_value: '5000.00',
  cgst: '0.00',
  sgst: '0.00',
  igst: '900.00',
  total: '5900.00',
  lines: [
    {
      line_no: 1,
      description: 'Partial refund: price match on Sony PlayStation 5 Slim Console',
      hsn_code: '9504',
      quantity: null,
      unit_price: '5900.00',
      discount: '0.00',
      taxable_value: '5000.00',
      gst_rate: '18.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '900.00',
      total: '5900.00',
    },
  ],
};

interface Extracted {
  pages: string[];
  /** Every page's text, pages apart by a new line. */
  text: string;
  /** Each drawn string (a table cell, a label) as pdf.js reads it. */
  items: string[];
}

async function read(bytes: Uint8Array): Promise<Extracted> {
  // pdf.js may take over the buffer it is given: hand it copies.
  const { text: pages } = await extractText(new Uint8Array(bytes), { mergePages: false });
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  const items: string[] = [];
  for (let n = 1; n <= proxy.numPages; n++) {
    const content = await (await proxy.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) items.push(item.str);
  }
  return { pages, text: pages.join('\n'), items };
}

/** Whitespace folded, so a wrapped paragraph reads as one line. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

describe('renderTaxDocumentPdf: tax invoice (intra-state)', () => {
  it('carries every Rule 46 field', async () => {
    const bytes = await renderTaxDocumentPdf(invoice);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, items } = await read(bytes);

    // Title, seller
    for (const expected of [
      'Tax invoice',
      'Amounts in INR',
      'GameGear Retail Private Limited',
      'Trade name: GameGear',
      'Unit 14, Kamala Mills Compound',
      'Senapati Bapat Marg, Lower Parel',
      'Mumbai, Maharashtra 400013',
      'GSTIN: 27AAKCG1234F1Z5',
      'State: Maharashtra (code 27)',
      'support@gamegear.in',
      '+91 22 4000 1234',
      // The document: number, India date, order
      'Invoice number: GG/26-27/000123',
      'Invoice date: 29 Nov 2026',
      'Order: 9b2f4c1e-3a5d-4e8f-b6a7-1c2d3e4f5a6b',
      // Buyer, place of supply
      'Bill to / Ship to',
      'Aarav Mehta',
      'Place of supply: Maharashtra (27)',
      // The closing lines
      'Prices are inclusive of GST.',
      'Tax payable on reverse charge: No',
      'For GameGear Retail Private Limited',
      'Authorised signatory',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(flat(text)).toContain(invoice.buyer_address);
    expect(text).not.toContain('28 Nov 2026');

    // The table: headers, then each line's cells.
    for (const header of [
      'No.',
      'Description',
      'HSN/SAC',
      'Qty',
      'Unit price',
      'Discount',
      'CGST',
      'SGST',
      'Total',
    ])
      expect(text).toContain(header);
    expect(flat(text)).toContain(ps5.description);
    expect(flat(text)).toContain(monitor.description);
    for (const cell of [
      // PS5: 2 x 54,990.00 less 1,500.00 at 9% + 9%
      '9504',
      '2',
      '54,990.00',
      '1,500.00',
      '91,932.20',
      '9%',
      '8,273.90',
      '1,08,480.00',
      // Monitor: 1 x 33,000.50 less 500.00 at 14% + 14%
      '8528',
      '1',
      '33,000.50',
      '500.00',
      '25,391.02',
      '14%',
      '3,554.74',
      '32,500.50',
      // Totals
      'Taxable value',
      '1,17,323.22',
      '11,828.64',
      'Invoice total',
      '1,40,980.50',
    ])
      expect(items).toContain(cell);
    expect(items.filter((s) => s === '9%')).toHaveLength(2); // CGST and SGST of the PS5
    expect(items.filter((s) => s === '11,828.64')).toHaveLength(2); // CGST and SGST totals
    expect(flat(text)).toContain(
      'Amount in words: Indian Rupees One Lakh Forty Thousand Nine Hundred Eighty and Fifty Paise Only',
    );
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('₹');
  });

  it('sets the metadata, dated when the document was issued', async () => {
    const pdf = await PDFDocument.load(await renderTaxDocumentPdf(invoice), { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Tax invoice GG/26-27/000123');
    expect(pdf.getAuthor()).toBe('GameGear Retail Private Limited');
    expect(pdf.getCreator()).toBe('GameGear');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-28T20:00:00.000Z');
    expect(pdf.getModificationDate()?.toISOString()).toBe('2026-11-28T20:00:00.000Z');
    const [page] = pdf.getPages();
    expect(page?.getWidth()).toBeCloseTo(595.28, 1); // A4 portrait
    expect(page?.getHeight()).toBeCloseTo(841.89, 1);
  });

  it('renders the same document to the same bytes, whenever it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-05T10:00:00Z'));
    const first = await renderTaxDocumentPdf(invoice);
    vi.setSystemTime(new Date('2031-07-19T23:59:59Z'));
    const second = await renderTaxDocumentPdf(invoice);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});

describe('renderTaxDocumentPdf: credit note (inter-state)', () => {
  it('carries the Rule 53 fields, with IGST only', async () => {
    const { text, items } = await read(await renderTaxDocumentPdf(creditNote));
    for (const expected of [
      'Credit note',
      'Credit note number: CN/26-27/000004',
      'Credit note date: 1 Dec 2026',
      'Against invoice GG/26-27/000118 dated 20 Nov 2026',
      'Reason: Refund',
      'GSTIN: 27AAKCG1234F1Z5',
      'Priya Raghavan',
      'Place of supply: Karnataka (29)',
      'Tax payable on reverse charge: No',
      'Authorised signatory',
    ])
      expect(text).toContain(expected);
    expect(flat(text)).toContain(creditNote.buyer_address);
    expect(flat(text)).toContain('Partial refund: price match on Sony PlayStation 5 Slim Console');
    for (const cell of ['IGST', '18%', '5,900.00', '5,000.00', '900.00', '0.00', '-', 'Credit note total'])
      expect(items).toContain(cell);
    expect(flat(text)).toContain('Amount in words: Indian Rupees Five Thousand Nine Hundred Only');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).not.toContain('Invoice number');
  });
});

describe('renderTaxDocumentPdf: long and unusual documents', () => {
  it('runs 40 lines onto more pages, the table header on each', async () => {
    const lines: TaxDocumentLine[] = Array.from({ length: 40 }, (_, i) => ({
      line_no: i + 1,
      description: `Catalogue item ${String(i + 1).padStart(2, '0')}: Logitech G502 X Plus wireless gaming mouse, Lightforce hybrid switches`,
      hsn_code: '8471',
      quantity: 1,
      unit_price: '1180.00',
      discount: '0.00',
      taxable_value: '1000.00',
      gst_rate: '18.00',
      cgst: '90.00',
      sgst: '90.00',
      igst: '0.00',
      total: '1180.00',
    }));
    const long: TaxDocument = {
      ...invoice,
      taxable_value: '40000.00',
      cgst: '3600.00',
      sgst: '3600.00',
      total: '47200.00',
      lines,
    };
    const { pages, text } = await read(await renderTaxDocumentPdf(long));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('HSN/SAC');
    });
    expect(pages[1]).toContain('Tax invoice GG/26-27/000123 (continued)');
    for (let n = 1; n <= 40; n++)
      expect(flat(text)).toContain(`Catalogue item ${String(n).padStart(2, '0')}:`);
    expect(pages.at(-1)).toContain('Authorised signatory');
    expect(flat(text)).toContain('Amount in words: Indian Rupees Forty Seven Thousand Two Hundred Only');
  });

  it('draws what the fonts cannot encode (Devanagari, emoji) as ?', async () => {
    const hindi: TaxDocument = {
      ...invoice,
      buyer_name: 'राहुल शर्मा',
      buyer_address: 'फ्लैट 4, Café Lane 🎮, Pune',
    };
    const { text } = await read(await renderTaxDocumentPdf(hindi));
    expect(text).toContain('Bill to / Ship to');
    expect(text).toMatch(/\?{3,}/);
    expect(text).toContain('Café Lane'); // WinAnsi has é
    expect(text).toContain('Authorised signatory');
  });

  it('shrinks an outsized amount rather than wrapping it', async () => {
    const big: TaxDocument = {
      ...creditNote,
      lines: [{ ...(creditNote.lines[0] as TaxDocumentLine), unit_price: '9999999999.99' }],
    };
    const { items } = await read(await renderTaxDocumentPdf(big));
    expect(items).toContain('9,99,99,99,999.99');
  });
});
