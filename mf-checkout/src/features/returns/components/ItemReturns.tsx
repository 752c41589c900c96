import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ConfirmDialog, formatINR, ItemTimeline, toast } from 'shared';
import {
  availableReturnKinds,
  formatIndiaDate,
  itemNumber,
  RETURN_KIND_LABELS,
  RETURN_MESSAGES,
  type ReturnOptionsItem,
  type ReturnRequest,
  returnReasonLabel,
} from 'shared/contracts';
import { StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import { useCancelReturn } from '../api/cancel-return';
import { useReturnEvents } from '../api/get-return-events';
import { ReturnRequestDialog } from './ReturnRequestDialog';

export interface ItemReturnsProps {
  orderId: string;
  item: ReturnOptionsItem;
  cashOnDelivery: boolean;
}

/** The windows as the shopper reads them: 'Return by 5 Dec 2026 · Replacement by 5 Dec 2026'. */
export function windowsText(item: ReturnOptionsItem, now: Date = new Date()): string {
  const parts: string[] = [];
  for (const [label, until] of [
    ['Return', item.return_until],
    ['Replacement', item.replacement_until],
  ] as const) {
    if (until === null) continue;
    parts.push(
      new Date(until).getTime() >= now.getTime()
        ? `${label} by ${formatIndiaDate(until)}`
        : `${label} window closed on ${formatIndiaDate(until)}`,
    );
  }
  return parts.length ? parts.join(' · ') : 'Not returnable';
}

/**
 * Under a delivered order's line: its return and replacement windows, 'Return or replace' while one
 * is open, and each request made with its status, the shop's words and its timeline.
 */
export function ItemReturns({ orderId, item, cashOnDelivery }: ItemReturnsProps) {
  const [asking, setAsking] = useState(false);
  const kinds = availableReturnKinds(item);
  const requests = [...item.requests].reverse();
  return (
    <Wrap data-testid={`returns-${item.product_id}`}>
      <Muted>{windowsText(item)}</Muted>
      {kinds.length > 0 && (
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setAsking(true)}>
          Return or replace
        </Button>
      )}
      {requests.map((r) => (
        <RequestCard key={r.id} orderId={orderId} request={r} />
      ))}
      {asking && (
        <ReturnRequestDialog
          open
          orderId={orderId}
          item={item}
          cashOnDelivery={cashOnDelivery}
          onClose={() => setAsking(false)}
        />
      )}
    </Wrap>
  );
}

function RequestCard({ orderId, request }: { orderId: string; request: ReturnRequest }) {
  const [showUpdates, setShowUpdates] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelReturn(orderId);
  const withdrawable = request.status === 'requested' || request.status === 'approved';
  const headingId = `return-${request.id}`;
  return (
    <Card aria-labelledby={headingId} data-testid="return-request">
      <CardHead>
        <strong id={headingId}>
          {RETURN_KIND_LABELS[request.kind]} request #{itemNumber(request)}
        </strong>
        <StatusBadge kind="return" status={request.status} />
      </CardHead>
      <Muted>
        {returnReasonLabel(request.reason)} · {request.quantity} {request.quantity === 1 ? 'unit' : 'units'} ·
        asked on {formatIndiaDate(request.created_at)}
      </Muted>
      {request.kind === 'return' && (
        <Muted>
          Refund {formatINR(Number(request.refund_amount))}
          {request.refund_upi ? ` by UPI to ${request.refund_upi}` : ' to your original payment method'}
        </Muted>
      )}
      {request.replacement_order_id && (
        <Muted>
          <Link to={`/order-history?id=${request.replacement_order_id}`}>Replacement order</Link>
        </Muted>
      )}
      <Row>
        <LinkButton type="button" aria-expanded={showUpdates} onClick={() => setShowUpdates((v) => !v)}>
          {showUpdates ? 'Hide updates' : 'Show updates'}
        </LinkButton>
        {withdrawable && (
          <LinkButton type="button" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            Withdraw request
          </LinkButton>
        )}
      </Row>
      {showUpdates && <Updates returnId={request.id} />}
      {cancel.error && <ErrorText role="alert">{cancel.error.message}</ErrorText>}
      <ConfirmDialog
        open={confirming}
        title="Withdraw this request?"
        confirmLabel="Withdraw request"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate(request.id, { onSuccess: () => toast.success(RETURN_MESSAGES.withdrawn) });
        }}
      >
        You can ask again while the window is open.
      </ConfirmDialog>
    </Card>
  );
}

function Updates({ returnId }: { returnId: string }) {
  return <ItemTimeline kind="return" query={useReturnEvents(returnId)} />;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  grid-column: 2 / -1;
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
`;

const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

const LinkButton = styled.button`
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.primary};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
