import { formatINR } from 'shared';
import { DISCOUNT_REQUEST_MESSAGES, type DiscountRequest } from 'shared/contracts';
import { RequestCard } from '../../service-requests';
import { PriceMatchOffer } from './PriceMatchOffer';

/** A discount request in the history: the product, where it is sold, the shopper's price and ours. */
export function DiscountRequestCard({
  request,
  onOpen,
}: {
  request: DiscountRequest;
  onOpen: (request: DiscountRequest) => void;
}) {
  return (
    <RequestCard
      kind="discount_request"
      request={request}
      remark={request.remarks}
      onOpen={() => onOpen(request)}
      action={<PriceMatchOffer request={request} />}
    >
      <span>
        {request.product_type} · {request.ecom_site}
      </span>
      <span>
        Your price {formatINR(request.current_price)} · Our price{' '}
        <span data-testid="our-price">
          {request.our_price == null ? DISCOUNT_REQUEST_MESSAGES.pending : formatINR(request.our_price)}
        </span>
      </span>
    </RequestCard>
  );
}
