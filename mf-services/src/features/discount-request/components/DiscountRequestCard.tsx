import { formatINR, shortId } from 'shared';
import {
  DISCOUNT_REQUEST_MESSAGES,
  type DiscountRequest,
  discountRequestStatusLabel,
  isDiscountRequestStatus,
} from 'shared/contracts';
import {
  RequestStatusBadge,
  type StatusColour,
  UpdateBadge,
} from '../../service-requests/components/RequestStatusBadge';
import { CardBadges, CardButton, CardMeta, CardTop } from '../../service-requests/components/ServiceHistory';
import { formatRequestDate, hasRemark } from '../../service-requests/lib/format';

const COLOURS: Record<string, StatusColour> = {
  pending: 'orange',
  offer_sent: 'blue',
  approved: 'green',
  rejected: 'red',
  ordered: 'purple',
};

export function DiscountRequestStatus({ status }: { status: string }) {
  return (
    <RequestStatusBadge
      status={status}
      label={discountRequestStatusLabel(status)}
      colour={isDiscountRequestStatus(status) ? (COLOURS[status] ?? 'grey') : 'grey'}
    />
  );
}

export function DiscountRequestCard({
  request,
  onOpen,
}: {
  request: DiscountRequest;
  onOpen: (request: DiscountRequest) => void;
}) {
  return (
    <li>
      <CardButton type="button" onClick={() => onOpen(request)} data-testid="request-card">
        <CardTop>
          <strong>Request #{shortId(request.id)}</strong>
          <CardBadges>
            {hasRemark(request.remarks) && <UpdateBadge />}
            <DiscountRequestStatus status={request.status} />
          </CardBadges>
        </CardTop>
        <CardMeta>
          <span>
            {request.product_type} · {request.ecom_site}
          </span>
          <span>
            Your price {formatINR(request.current_price)} · Our price{' '}
            <span data-testid="our-price">
              {request.our_price == null ? DISCOUNT_REQUEST_MESSAGES.pending : formatINR(request.our_price)}
            </span>
          </span>
          <span>{formatRequestDate(request.created_at)}</span>
        </CardMeta>
      </CardButton>
    </li>
  );
}
