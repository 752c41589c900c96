import { useId } from 'react';
import { Button, ErrorBox, Skeleton, userText } from 'shared';
import {
  formatIndiaDate,
  formatRupees,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentListItem,
} from 'shared/contracts';
import styled from 'styled-components';
import { CardList } from '../../../components/list-styles/cards';
import { downloadFailureText, useDownloadTaxDocument, useTaxDocuments } from '../api/tax-documents';
import { Muted, SubTitle } from './detail-layout';

export const NO_TAX_DOCUMENTS = 'No tax invoice yet: it is issued when the order ships.';

/**
 * An order's tax invoice and credit notes (`tax_documents`): each with its title, number, India
 * date, total and reason, and a button downloading its PDF. A failed download says why beside it.
 */
export function TaxDocuments({ orderId }: { orderId: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useTaxDocuments(orderId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={isFetching}>
      <SubTitle id={titleId}>Tax documents</SubTitle>
      {isPending ? (
        <Skeleton height={56} />
      ) : isError ? (
        <ErrorBox
          title="Could not load the tax documents"
          message={error instanceof Error ? error.message : String(error)}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <Muted role="status">{NO_TAX_DOCUMENTS}</Muted>
      ) : (
        <DocumentList orderId={orderId} documents={data} labelledBy={titleId} />
      )}
    </section>
  );
}

function DocumentList({
  orderId,
  documents,
  labelledBy,
}: {
  orderId: string;
  documents: readonly TaxDocumentListItem[];
  labelledBy: string;
}) {
  const download = useDownloadTaxDocument(orderId);
  const failedId = download.isError ? download.variables : null;
  return (
    <List aria-labelledby={labelledBy}>
      {documents.map((doc) => {
        const busy = download.isPending && download.variables === doc.id;
        return (
          <li key={doc.id} data-kind={doc.kind}>
            <Main>
              <strong>{TAX_DOCUMENT_TITLES[doc.kind]}</strong>
              <DocNumber>{doc.number}</DocNumber>
              <Amount>{formatRupees(Number(doc.total))}</Amount>
            </Main>
            <Meta>
              <time dateTime={doc.issued_at}>{formatIndiaDate(doc.issued_at)}</time>
              {doc.reason && <> · {doc.reason}</>}
            </Meta>
            <div>
              <Button
                variant="secondary"
                loading={busy}
                disabled={download.isPending && !busy}
                onClick={() => download.mutate(doc.id)}
              >
                Download {doc.number}
              </Button>
            </div>
            {failedId === doc.id && (
              <Failed role="alert">
                <strong>{doc.number} was not downloaded:</strong> {downloadFailureText(download.error)}
              </Failed>
            )}
          </li>
        );
      })}
    </List>
  );
}

/** The staff lists' cards, a little more room between a document's lines. */
const List = styled(CardList)`
  li {
    gap: 6px;
  }
`;

const Main = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
`;

const DocNumber = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  overflow-wrap: anywhere;
`;

const Amount = styled.strong`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Meta = styled.span`
  ${userText}
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Failed = styled.p`
  ${userText}
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
`;
