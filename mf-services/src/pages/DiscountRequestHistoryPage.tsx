import { useState } from 'react';
import { useLinkedItem, usePageMeta } from 'shared';
import {
  DISCOUNT_REQUEST_PAGE_SIZE,
  type DiscountRequest,
  LINKED_REQUEST_NOT_FOUND,
  DISCOUNT_REQUEST_MESSAGES as M,
} from 'shared/contracts';
import {
  discountHistoryKeys,
  useDiscountRequestHistory,
} from '../features/discount-request/api/discount-request-history';
import { useDiscountRequest } from '../features/discount-request/api/get-discount-request';
import { DiscountRequestCard } from '../features/discount-request/components/DiscountRequestCard';
import { DiscountRequestDetailsSheet } from '../features/discount-request/components/DiscountRequestDetailsSheet';
import { DISCOUNT_NEW_PATH } from '../features/discount-request/components/DiscountRequestForm';
import { PageHeading, PageIntro, PageWrap } from '../features/service-requests/components/form-layout';
import {
  ServiceHistory,
  type ServiceHistoryMessages,
} from '../features/service-requests/components/ServiceHistory';
import { useHistoryPage } from '../features/service-requests/hooks/use-history-page';

const MESSAGES: ServiceHistoryMessages = {
  emptyTitle: M.historyEmptyTitle,
  empty: M.historyEmpty,
  couldNotFetch: M.historyCouldNotFetch,
  loadFailedTitle: M.historyLoadFailedTitle,
  newRequestLabel: 'Request a Discount',
  newRequestPath: DISCOUNT_NEW_PATH,
  pagesLabel: 'Discount request pages',
};

/** /product-discount-request/history: the customer's discount requests, 5 per page. */
export function DiscountRequestHistoryPage() {
  usePageMeta({ title: 'Product Discount History', description: 'Your discount requests.', noindex: true });
  const { signedOut, page, setPage } = useHistoryPage(discountHistoryKeys.all);
  const query = useDiscountRequestHistory(page);
  const [selected, setSelected] = useState<DiscountRequest | null>(null);
  const { linked, clearLinked } = useLinkedItem(useDiscountRequest, setSelected, LINKED_REQUEST_NOT_FOUND);
  return (
    <PageWrap>
      <PageHeading>Product Discount History</PageHeading>
      <PageIntro>Your discount requests, newest first. Open one for our offer and remarks.</PageIntro>
      <ServiceHistory
        query={query}
        signedOut={signedOut}
        page={page}
        pageSize={DISCOUNT_REQUEST_PAGE_SIZE}
        onPageChange={setPage}
        messages={MESSAGES}
        renderItem={(r) => <DiscountRequestCard key={r.id} request={r} onOpen={setSelected} />}
      />
      <DiscountRequestDetailsSheet
        request={selected}
        onClose={() => {
          setSelected(null);
          if (linked) clearLinked();
        }}
      />
    </PageWrap>
  );
}
