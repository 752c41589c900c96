import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, toast, useCopyToClipboard, usePageMeta } from 'shared';
import { CheckIcon, CopyIcon, PageHeading, PageWrap, Panel } from 'shared/kit';
import styled from 'styled-components';
import { readLastOrder } from '../features/placement/lib/order-session';
import { ORDER_HISTORY_PATH, PROFILE_PATH } from '../lib/paths';

/** /order-confirmation: the standalone confirmation (links to / and /profile: docs/product.md#orders). */
export function OrderConfirmationPage() {
  usePageMeta({ title: 'Order Confirmation', noindex: true });
  const [last] = useState(readLastOrder);
  const { copied, copy } = useCopyToClipboard();

  return (
    <PageWrap>
      <PageHeading>{last ? 'Order Confirmed' : 'Order Confirmation'}</PageHeading>
      <Panel>
        {last ? (
          <Body>
            <Tick aria-hidden="true">
              <CheckIcon size={28} />
            </Tick>
            <p>Thank you! Your order has been placed.</p>
            <p>
              Order ID: <code data-testid="confirmation-order-id">{last.orderId}</code>
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={async () => {
                if (!(await copy(last.orderId)))
                  toast.error('Could not copy', 'Please select the order ID and copy it.');
              }}
            >
              {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
              {copied ? 'Copied!' : 'Copy order ID'}
            </Button>
            <p>
              Follow it in <Link to={ORDER_HISTORY_PATH}>your order history</Link>.
            </p>
          </Body>
        ) : (
          <Body>
            <p>There is no recent order in this browser tab.</p>
          </Body>
        )}
        <Links>
          <ButtonLink to="/">Continue Shopping</ButtonLink>
          <ButtonLink to={PROFILE_PATH} variant="secondary">
            Go to Profile
          </ButtonLink>
        </Links>
      </Panel>
    </PageWrap>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  text-align: center;
  p {
    margin: 0;
  }
  code {
    font-family: ${(p) => p.theme.font.mono};
    word-break: break-all;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Tick = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: rgba(46, 204, 113, 0.15);
  color: ${(p) => p.theme.colors.success};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 20px;
`;
