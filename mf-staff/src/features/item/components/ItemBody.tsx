import type { QueryKey } from '@tanstack/react-query';
import { ORDER_TRACKING_STATUSES, type StaffQueueKind } from 'shared/contracts';
import styled from 'styled-components';
import { statusOf } from '../../../lib/kinds';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { orderLines } from '../lib/item-facts';
import { readReturnItem } from '../lib/return-item';
import type { StaffItem } from '../lib/staff-item';
import { Confirm } from './Confirm';
import { EventHistory } from './EventHistory';
import { Facts } from './Facts';
import { ItemActions } from './ItemActions';
import { OrderLines } from './OrderLines';
import { OrderPayment } from './OrderPayment';
import { ReturnActions } from './ReturnActions';
import { ReviewActions } from './ReviewActions';
import { TaxDocuments } from './TaxDocuments';
import { TrackingForm } from './TrackingForm';

/**
 * The found item: its facts (an order's lines as a table), an order's payment and tax documents and (while it is processed or on
 * its way) its courier and tracking form, then the question being asked or the actions (a
 * return's own: receiving and completing), then its history.
 */
export function ItemBody({
  kind,
  item,
  listKey,
}: {
  kind: StaffQueueKind;
  item: StaffItem;
  listKey: QueryKey;
}) {
  const status = statusOf(kind, item);
  const { confirming, ask, confirm, cancel, busy, refusal } = useConfirmedAction(kind, item.id, listKey);
  const request = kind === 'return' ? readReturnItem(item) : null;

  return (
    <Stack>
      <Facts kind={kind} item={item} status={status} />
      {kind === 'order' && <OrderLines lines={orderLines(item)} />}
      {kind === 'order' && <OrderPayment orderId={item.id} orderNumber={item.display_number ?? null} />}
      {kind === 'order' && <TaxDocuments orderId={item.id} />}
      {kind === 'order' && ORDER_TRACKING_STATUSES.includes(status) && (
        <TrackingForm item={item} listKey={listKey} />
      )}
      {confirming ? (
        <Confirm
          question={confirming.question}
          label={confirming.label}
          onCancel={cancel}
          onConfirm={confirm}
        />
      ) : kind === 'review' ? (
        <ReviewActions item={item} status={status} busy={busy} ask={ask} />
      ) : kind === 'return' ? (
        request && (
          <ReturnActions request={request} listKey={listKey} busy={busy} ask={ask} refusal={refusal} />
        )
      ) : (
        <ItemActions kind={kind} item={item} status={status} busy={busy} ask={ask} />
      )}
      {kind !== 'review' && <EventHistory kind={kind} id={item.id} />}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;
  section {
    display: grid;
    gap: 10px;
  }
`;
