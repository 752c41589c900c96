import { useEffect, useRef, useState } from 'react';
import { Button, failureText } from 'shared';
import {
  formatIndiaDate,
  INVOICE_MESSAGES,
  type InvoiceQuery,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentListItem,
} from 'shared/contracts';
import { downloadTaxDocument } from 'shared/kit';
import styled from 'styled-components';
import { mayHaveTaxDocuments, useTaxDocuments } from '../api/get-tax-documents';
import type { OrderRow } from '../api/get-user-orders';

/** Which document a download or its failure belongs to: 'invoice', or a credit note's id. */
type DocumentKey = string;
const INVOICE_KEY: DocumentKey = 'invoice';

export interface TaxDocumentsProps {
  order: OrderRow;
  /**
   * The shipped e-mail's link (`?invoice=1`): download the invoice once, as soon as the order's
   * documents are known (or say that none is issued yet).
   */
  autoDownloadInvoice?: boolean;
  /** Called once when that download starts (or is found impossible): the page drops the parameter. */
  onAutoDownloadHandled?: () => void;
}

const keyOf = (doc: TaxDocumentListItem): DocumentKey => (doc.kind === 'invoice' ? INVOICE_KEY : doc.id);

/**
 * 'Download invoice' and 'Download credit note {number}' in an order's details (GST invoices are
 * issued when an order ships, credit notes when an invoiced order is cancelled or refunded). Each
 * button shows 'Preparing…' while its PDF is fetched, and a failure in an alert under it. Nothing
 * shows before the order has any document.
 */
export function TaxDocuments({
  order,
  autoDownloadInvoice = false,
  onAutoDownloadHandled,
}: TaxDocumentsProps) {
  const documents = useTaxDocuments(order.id, order.order_status);
  const [pending, setPending] = useState<DocumentKey | null>(null);
  const [failure, setFailure] = useState<{ key: DocumentKey; message: string } | null>(null);

  const download = async (key: DocumentKey, query: InvoiceQuery) => {
    setPending(key);
    setFailure(null);
    try {
      await downloadTaxDocument(query);
    } catch (error) {
      setFailure({ key, message: failureText(error, INVOICE_MESSAGES.failed) });
    } finally {
      setPending(null);
    }
  };

  // The e-mail's link: once per order, after its documents are known.
  const autoStarted = useRef<string | null>(null);
  const eligible = mayHaveTaxDocuments(order.order_status);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the documents' answer is the trigger
  useEffect(() => {
    if (!autoDownloadInvoice || autoStarted.current === order.id) return;
    if (eligible && documents.isPending) return;
    autoStarted.current = order.id;
    onAutoDownloadHandled?.();
    const invoice = documents.data?.find((d) => d.kind === 'invoice');
    // An unreadable list: the server knows whether the invoice exists.
    if (invoice || (eligible && documents.isError)) void download(INVOICE_KEY, { order_id: order.id });
    else setFailure({ key: INVOICE_KEY, message: INVOICE_MESSAGES.notFound });
  }, [autoDownloadInvoice, order.id, eligible, documents.isPending, documents.data, documents.isError]);

  const list = documents.data ?? [];
  const hasInvoice = list.some((d) => d.kind === 'invoice');
  // A failure of the e-mail's download before the list shows its invoice (none issued yet, or the
  // list could not be read).
  const orphanFailure = failure?.key === INVOICE_KEY && !hasInvoice ? failure.message : null;
  const showInvoicePending = pending === INVOICE_KEY && !hasInvoice;
  if (list.length === 0 && !orphanFailure && !showInvoicePending) return null;

  return (
    <Section aria-labelledby="documents-heading" data-testid="tax-documents">
      <H3 id="documents-heading">Invoice</H3>
      <Documents>
        {list.map((doc) => {
          const key = keyOf(doc);
          const busy = pending === key;
          const label = doc.kind === 'invoice' ? 'Download invoice' : `Download credit note ${doc.number}`;
          return (
            <li key={doc.id}>
              <DocumentLine>
                <Facts>
                  <strong>{TAX_DOCUMENT_TITLES[doc.kind]}</strong> <DocNumber>{doc.number}</DocNumber>
                  <Muted>
                    {[formatIndiaDate(doc.issued_at), doc.kind === 'credit_note' ? doc.reason : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Muted>
                </Facts>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy}
                  onClick={() =>
                    void download(
                      key,
                      doc.kind === 'invoice'
                        ? { order_id: order.id }
                        : { order_id: order.id, document_id: doc.id },
                    )
                  }
                >
                  {busy ? 'Preparing…' : label}
                </Button>
              </DocumentLine>
              {failure?.key === key && <Problem role="alert">{failure.message}</Problem>}
            </li>
          );
        })}
      </Documents>
      {showInvoicePending && <Muted role="status">Preparing…</Muted>}
      {orphanFailure && <Problem role="alert">{orphanFailure}</Problem>}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const H3 = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const Documents = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

const DocumentLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
`;

const Facts = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const DocNumber = styled.code`
  font-family: ${(p) => p.theme.font.mono};
  color: ${(p) => p.theme.colors.textMuted};
  word-break: break-all;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
`;
