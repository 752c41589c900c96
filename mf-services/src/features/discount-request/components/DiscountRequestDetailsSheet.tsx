import { useRef } from 'react';
import {
  discountRequestHelpMessage,
  formatINR,
  LazyMarkdownRemark,
  Sheet,
  supportChatUrl,
  VisuallyHidden,
} from 'shared';
import { DISCOUNT_REQUEST_MESSAGES, type DiscountRequest, discountSaving } from 'shared/contracts';
import styled from 'styled-components';
import { ChatIcon } from '../../../components/icons';
import { RequestTimeline } from '../../service-requests/components/RequestTimeline';
import {
  DetailsBody,
  DetailsList,
  DetailsSection,
  HelpLink,
} from '../../service-requests/components/ServiceHistory';
import { formatRequestDate, hasRemark } from '../../service-requests/lib/format';
import { DiscountRequestStatus } from './DiscountRequestCard';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** Every field of a discount request (spec §2); a bottom drawer on phones, a dialog above. */
export function DiscountRequestDetailsSheet({
  request,
  onClose,
}: {
  request: DiscountRequest | null;
  onClose: () => void;
}) {
  const startRef = useRef<HTMLParagraphElement>(null);
  const saving = request ? discountSaving(request.current_price, request.our_price) : null;
  return (
    <Sheet
      open={request !== null}
      onClose={onClose}
      title="Discount Request Details"
      size="md"
      initialFocusRef={startRef}
    >
      {request && (
        <DetailsBody data-testid="request-details">
          <DetailsSection>
            <p ref={startRef} tabIndex={-1}>
              Request ID: <code data-testid="request-full-id">{request.id}</code>
            </p>
            <DetailsList>
              <dt>Status</dt>
              <dd>
                <DiscountRequestStatus status={request.status} />
              </dd>
              <dt>Requested on</dt>
              <dd>{formatRequestDate(request.created_at)}</dd>
              <dt>Product type</dt>
              <dd>{request.product_type}</dd>
              <dt>E-commerce site</dt>
              <dd>{request.ecom_site}</dd>
              <dt>Product URL</dt>
              <dd>
                {isWebLink(request.product_url) ? (
                  <ProductLink href={request.product_url} target="_blank" rel="noopener noreferrer nofollow">
                    {request.product_url}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </ProductLink>
                ) : (
                  request.product_url
                )}
              </dd>
            </DetailsList>
          </DetailsSection>
          <DetailsSection aria-labelledby="dr-price-heading">
            <h3 id="dr-price-heading">Prices</h3>
            <DetailsList data-testid="price-details">
              <dt>Your price</dt>
              <dd>{formatINR(request.current_price)}</dd>
              <dt>Our price</dt>
              <dd data-testid="offer">
                {request.our_price == null
                  ? DISCOUNT_REQUEST_MESSAGES.pendingReview
                  : formatINR(request.our_price)}
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
          {hasRemark(request.remarks) && (
            <DetailsSection aria-labelledby="dr-remark-heading">
              <h3 id="dr-remark-heading">Admin Remarks</h3>
              <LazyMarkdownRemark text={request.remarks ?? ''} />
            </DetailsSection>
          )}
          <RequestTimeline kind="discount_request" id={request.id} />
          <HelpLink
            href={supportChatUrl(discountRequestHelpMessage(request.id))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon />
            Get Help
            <VisuallyHidden> with this request (opens the chat app)</VisuallyHidden>
          </HelpLink>
        </DetailsBody>
      )}
    </Sheet>
  );
}

const ProductLink = styled.a`
  color: ${(p) => p.theme.colors.primary};
  word-break: break-all;
`;

const Saving = styled.strong`
  color: ${(p) => p.theme.colors.success};
`;
