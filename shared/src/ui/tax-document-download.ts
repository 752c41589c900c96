// Through `shared/kit`, not the index: only the order pages that offer a download load it. The
// client and the error type come through the package (one instance per page).
import { errorBodyMessage, FunctionCallError, getRuntimeConfig, getSupabase } from 'shared';
import { DISCOUNT_MESSAGES } from '../contracts/discount-messages';
import { INVOICE_FUNCTION, INVOICE_MESSAGES, TAX_DOCUMENT_LIST_COLUMNS } from '../contracts/invoice-messages';
import type { InvoiceQuery, TaxDocumentListItem } from '../contracts/invoices';

/**
 * A tax invoice or credit note as a PDF from the `invoice` edge function, as the signed-in user
 * (the shopper who owns the order, or staff). Fetched directly, not through
 * `supabase.functions.invoke`: that reads any answer that is not JSON as text, which would
 * corrupt the PDF's bytes. Failures are FunctionCallErrors with the server's message.
 */
export async function fetchTaxDocumentPdf(query: InvoiceQuery): Promise<{ blob: Blob; fileName: string }> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new FunctionCallError(INVOICE_MESSAGES.loginRequired, 'http', 401, null);
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const params = new URLSearchParams({ order_id: query.order_id });
  if (query.document_id) params.set('document_id', query.document_id);
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl}/functions/v1/${INVOICE_FUNCTION}?${params.toString()}`, {
      headers: { Authorization: `Bearer ${token}`, apikey: supabaseAnonKey },
    });
  } catch {
    throw new FunctionCallError(DISCOUNT_MESSAGES.networkError, 'network', null, null);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw new FunctionCallError(
      errorBodyMessage(body) ?? INVOICE_MESSAGES.failed,
      'http',
      response.status,
      body,
    );
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invoice.pdf';
  return { blob: await response.blob(), fileName };
}

/** Hands a file to the browser's downloads (an object URL on a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches and saves one document; resolves when the download has been handed over. */
export async function downloadTaxDocument(query: InvoiceQuery): Promise<void> {
  const { blob, fileName } = await fetchTaxDocumentPdf(query);
  saveFile(blob, fileName);
}

/**
 * An order's GST tax invoice and credit notes, oldest first, as the signed-in user may read them
 * (RLS: the order's owner, staff). The one read of the list for the shopper's and staff's pages.
 */
export async function fetchTaxDocuments(orderId: string): Promise<TaxDocumentListItem[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tax_documents')
    .select(TAX_DOCUMENT_LIST_COLUMNS)
    .eq('order_id', orderId)
    .order('issued_at');
  if (error) throw new Error(error.message);
  // The schema (and zod) load with the first list read, never on a page's first paint (ADR 5).
  const [{ array }, { taxDocumentListItemSchema }] = await Promise.all([
    import('zod/mini'),
    import('../contracts/invoices'),
  ]);
  const parsed = array(taxDocumentListItemSchema).safeParse(data ?? []);
  if (!parsed.success) throw new Error('The order’s tax documents could not be read.');
  return parsed.data;
}
