import { DISCOUNT_REQUEST_PAGE_SIZE, DISCOUNT_REQUEST_MESSAGES as M } from 'shared/contracts';
import {
  discountHistoryKeys,
  useDiscountRequestHistory,
} from '../features/discount-request/api/discount-request-history';
import { useDiscountRequest } from '../features/discount-request/api/get-discount-request';
import { DiscountRequestCard } from '../features/discount-request/components/DiscountRequestCard';
import { DiscountRequestDetailsSheet } from '../features/discount-request/components/DiscountRequestDetailsSheet';
import { DISCOUNT_NEW_PATH } from '../features/discount-request/components/DiscountRequestForm';
import {
  RequestHistoryPage,
  type RequestHistoryTexts,
} from '../features/service-requests/components/RequestHistoryPage';

const TEXTS: RequestHistoryTexts = {
  title: 'Product Discount History',
  description: 'Your discount requests.',
  intro: 'Your discount requests, newest first. Open one for our offer and remarks.',
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
  return (
    <RequestHistoryPage
      texts={TEXTS}
      historyKey={discountHistoryKeys.all}
      useHistory={useDiscountRequestHistory}
      useOne={useDiscountRequest}
      pageSize={DISCOUNT_REQUEST_PAGE_SIZE}
      Card={DiscountRequestCard}
      Details={DiscountRequestDetailsSheet}
    />
  );
}
