/**
 * The `invoice` function's name, messages and the documents list's columns
 * (docs/product.md#tax-invoices): their own module, without schemas, because `shared`'s download
 * helper is in the package's index, and a module with zod schemas would bring zod onto every first
 * paint (ADR 5; see discount-messages.ts). Re-exported by invoices.ts.
 */

export const TAX_DOCUMENT_LIST_COLUMNS = 'id,kind,number,issued_at,total,reason';

export const INVOICE_FUNCTION = 'invoice';

export const INVOICE_MESSAGES = {
  loginRequired: 'Please log in to download your invoice.',
  badRequest: 'order_id must be an order id (a UUID), and document_id one of its documents.',
  notFound: 'No invoice has been issued for this order yet.',
  failed: 'Could not prepare the invoice. Please try again.',
} as const;
