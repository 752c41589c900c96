/**
 * invoice (docs/product.md#tax-invoices; docs/adr/0020-gst-invoices.md): `GET
 * ?order_id=<uuid>[&document_id=<uuid>]` answers the order's tax invoice (or that document of the
 * order, a credit note) as a PDF, to the order's owner and staff. The document is read through the
 * caller's own rights (get_tax_document under RLS), so anyone else's order is the same 404 as an
 * order not yet invoiced. 401 without a session, 400 ids that are not UUIDs. The PDF is rendered
 * from the frozen document each time: the same document gives the same bytes.
 */
import {
  INVOICE_MESSAGES,
  invoiceQuerySchema,
  type TaxDocument,
  taxDocumentFileName,
  taxDocumentSchema,
} from 'shared/contracts';
import { requireCaller } from '../_shared/caller.ts';
import { corsHeaders, HttpError, withHttpErrors } from '../_shared/http.ts';
import { renderTaxDocumentPdf } from '../_shared/invoice-pdf.ts';
import { callRpc } from '../_shared/rpc.ts';

const messages = { unauthorized: INVOICE_MESSAGES.loginRequired, unavailable: INVOICE_MESSAGES.failed };

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'GET') throw new HttpError(405, 'Method not allowed');
  const caller = requireCaller(req, INVOICE_MESSAGES.loginRequired);
  const params = new URL(req.url).searchParams;
  const query = invoiceQuerySchema.safeParse({
    order_id: params.get('order_id') ?? undefined,
    document_id: params.get('document_id') ?? undefined,
  });
  if (!query.success) throw new HttpError(400, INVOICE_MESSAGES.badRequest);

  const found = await callRpc<unknown>(
    caller,
    'get_tax_document',
    { p_order_id: query.data.order_id, p_document_id: query.data.document_id ?? null },
    messages,
  );
  if (found === null) throw new HttpError(404, INVOICE_MESSAGES.notFound);
  const parsed = taxDocumentSchema.safeParse(found);
  if (!parsed.success) {
    console.error(`invoice: get_tax_document answered outside the contract: ${parsed.error.message}`);
    throw new HttpError(502, INVOICE_MESSAGES.failed);
  }
  const doc: TaxDocument = parsed.data;
  const pdf = await renderTaxDocumentPdf(doc);
  // A copy typed on a plain ArrayBuffer: what Response accepts in both Deno's and Node's types.
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...corsHeaders,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${taxDocumentFileName(doc.number)}"`,
      // A shopper's tax document: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    },
  });
});
