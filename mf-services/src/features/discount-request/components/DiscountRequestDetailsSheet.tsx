import { discountRequestHelpMessage, formatINR, VisuallyHidden } from 'shared';
import { DISCOUNT_REQUEST_MESSAGES, type DiscountRequest, discountSaving } from 'shared/contracts';
import styled from 'styled-components';
import { DetailsList, DetailsSection, RequestDetailsSheet } from '../../service-requests';
import { PriceMatchOffer } from './PriceMatchOffer';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** Every field of a discount request: the product, where it is sold, our offer and the saving. */
export function DiscountRequestDetailsSheet({
  request,
  onClose,
}: {
  request: DiscountRequest | null;
  onClose: () => void;
}) {
  return (
    <RequestDetailsSheet
      kind="discount_request"
      title="Discount Request Details"
      request={request}
      onClose={onClose}
      remark={(r) => r.remarks}
      remarkHeading="Admin Remarks"
      helpMessage={discountRequestHelpMessage}
      facts={(r) => (
        <>
          <dt>Product type</dt>
          <dd>{r.product_type}</dd>
          <dt>E-commerce site</dt>
          <dd>{r.ecom_site}</dd>
          <dt>Product URL</dt>
          <dd>
            {isWebLink(r.product_url) ? (
              <ProductLink href={r.product_url} target="_blank" rel="noopener noreferrer nofollow">
                {r.product_url}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </ProductLink>
            ) : (
              r.product_url
            )}
          </dd>
        </>
      )}
      sections={(r) => (
        <>
          <Prices request={r} />
          <PriceMatchOffer request={r} />
        </>
      )}
    />
  );
}

function Prices({ request }: { request: DiscountRequest }) {
  const saving = discountSaving(request.current_price, request.our_price);
  return (
    <DetailsSection aria-labelledby="dr-price-heading">
      <h3 id="dr-price-heading">Prices</h3>
      <DetailsList data-testid="price-details">
        <dt>Your price</dt>
        <dd>{formatINR(request.current_price)}</dd>
        <dt>Our price</dt>
        <dd data-testid="offer">
          {request.our_price == null ? DISCOUNT_REQUEST_MESSAGES.pendingReview : formatINR(request.our_price)}
        </dd>
        {saving !== null && (
          <>
            <dt>You save</dt>
            <dd data-testid="saving">
              <Saving>{formatINR(saving)}</Saving>
            </dd>
          </>
        )}
      </DetailsList>
    </DetailsSection>
  );
}

const ProductLink = styled.a`
  color: ${(p) => p.theme.colors.primary};
  word-break: break-all;
`;

const Saving = styled.strong`
  color: ${(p) => p.theme.colors.success};
`;
