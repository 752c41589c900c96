/**
 * GST tax invoices and credit notes (docs/product.md#tax-invoices; docs/adr/0020-gst-invoices.md):
 * the documents `public.tax_documents` and `public.tax_document_lines` hold
 * (supabase/schemas/16_invoices.sql), as `public.get_tax_document()` answers them, the `invoice`
 * edge function's contract, and the staff's monthly GST summary.
 *
 * Money is text with two decimals ('140980.50'), exactly as Postgres holds it: a PDF and a CSV
 * print it, nothing adds it up in JavaScript.
 */
import * as z from 'zod/mini';
import { sellerProfileSchema } from './seller.ts';

export * from './invoice-messages.ts';

/** The GST rates the schema allows (per cent). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** 'Tax invoice' / 'Credit note'. */
export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
};

/** Rupees and paise as Postgres prints numeric(12,2): '6999.00', '-12.50'. */
export const moneyTextSchema = z.string().check(z.regex(/^-?\d{1,10}\.\d{2}$/));

export const taxDocumentLineSchema = z.object({
  line_no: z.number(),
  description: z.string(),
  /** HSN for goods, SAC for services. */
  hsn_code: z.string(),
  /** Units; null on a credit note that gives back value, not units (a partial refund). */
  quantity: z.nullable(z.number()),
  /** The selling price of one unit, inclusive of GST. */
  unit_price: moneyTextSchema,
  /** This line's share of the order's discount (inclusive of GST). */
  discount: moneyTextSchema,
  taxable_value: moneyTextSchema,
  /** Per cent: '18.00'. */
  gst_rate: moneyTextSchema,
  cgst: moneyTextSchema,
  sgst: moneyTextSchema,
  igst: moneyTextSchema,
  /** taxable_value + cgst + sgst + igst. */
  total: moneyTextSchema,
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLineSchema>;

/** The seller as it was when the document was issued (frozen with it). */
/** The seller as the document froze it: the profile's identity and contact, no grievance officer. */
export const taxDocumentSellerSchema = z.pick(sellerProfileSchema, {
  legal_name: true,
  trade_name: true,
  gstin: true,
  address_line1: true,
  address_line2: true,
  city: true,
  state: true,
  state_code: true,
  pincode: true,
  support_email: true,
  support_phone: true,
});
export type TaxDocumentSeller = z.infer<typeof taxDocumentSellerSchema>;

export const taxDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  /** 'GG/26-27/000123' (invoice) or 'CN/26-27/000004' (credit note); at most 16 characters. */
  number: z.string(),
  /** '26-27': April 2026 to March 2027. */
  financial_year: z.string(),
  order_id: z.string(),
  /** A credit note's invoice (number and date); null on an invoice. */
  invoice_number: z.nullable(z.string()),
  invoice_issued_at: z.nullable(z.string()),
  /** ISO timestamp; the document's date is its India date. */
  issued_at: z.string(),
  /** Why a credit note was issued ('Order cancelled', 'Refund'); null on an invoice. */
  reason: z.nullable(z.string()),
  seller: taxDocumentSellerSchema,
  buyer_name: z.string(),
  /** The delivery address as one line (it is also the billing address: B2C). */
  buyer_address: z.string(),
  /** Place of supply: the delivery address's state and its GST state code. */
  place_of_supply_state: z.string(),
  place_of_supply_code: z.string(),
  /** 'intra': CGST + SGST; 'inter': IGST. */
  supply: z.enum(['intra', 'inter']),
  taxable_value: moneyTextSchema,
  cgst: moneyTextSchema,
  sgst: moneyTextSchema,
  igst: moneyTextSchema,
  total: moneyTextSchema,
  lines: z.array(taxDocumentLineSchema),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

/** A row of an order's documents list (`from('tax_documents').select(TAX_DOCUMENT_LIST_COLUMNS)`). */
export const taxDocumentListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issued_at: z.string(),
  total: z.union([z.number(), z.string()]),
  reason: z.nullable(z.string()),
});
export type TaxDocumentListItem = z.infer<typeof taxDocumentListItemSchema>;

/**
 * The `invoice` edge function: `GET /functions/v1/invoice?order_id=<uuid>` answers the order's
 * tax invoice, `&document_id=<uuid>` one of its documents (a credit note), as `application/pdf`
 * (attachment, named after the number), to the order's owner and staff. 401 without a session,
 * 400 an id that is not a UUID, 404 before the invoice is issued and for anyone else's order.
 */
export const invoiceQuerySchema = z.object({
  order_id: z.string().check(z.uuid()),
  document_id: z.optional(z.string().check(z.uuid())),
});
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;

/** 'GG/26-27/000123' -> 'GG-26-27-000123.pdf' (the download's file name). */
export function taxDocumentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/**
 * Where the shipped e-mail's 'Download your tax invoice' link lands: the order's details, which
 * start the download once the shopper is signed in (`?invoice=1`).
 */
export const INVOICE_DOWNLOAD_PARAM = 'invoice';

/**
 * A row of `public.staff_gst_summary(p_month date)` (staff only; p_month is any day of the month,
 * India time): one (document kind, place of supply, rate) group, money as text. Credit notes are
 * their own rows with positive amounts (GSTR-1 reports them apart).
 */
export const gstSummaryRowSchema = z.object({
  document_kind: z.enum(TAX_DOCUMENT_KINDS),
  place_of_supply_code: z.string(),
  place_of_supply_state: z.string(),
  supply: z.enum(['intra', 'inter']),
  gst_rate: moneyTextSchema,
  documents: z.number(),
  taxable_value: moneyTextSchema,
  cgst: moneyTextSchema,
  sgst: moneyTextSchema,
  igst: moneyTextSchema,
  total: moneyTextSchema,
});
export type GstSummaryRow = z.infer<typeof gstSummaryRowSchema>;
