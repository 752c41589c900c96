import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBox, Sheet, Skeleton } from 'shared';
import { ITEM_KIND_LABELS, type StaffQueueKind } from 'shared/contracts';
import { itemRef } from '../../../lib/kinds';
import { type QueueItem, queueKeys, useQueue } from '../../queue';
import { ItemBody } from './ItemBody';

interface ItemDetailProps {
  kind: StaffQueueKind;
  id: string;
  /** The item as the open queue page lists it; null when it is not on that page (a link). */
  item: QueueItem | null;
  listKey: QueryKey;
  onClose: () => void;
}

/**
 * One item (docs/product.md#staff-console): its facts, the allowed next statuses only (the
 * contract's state machine; the database decides again), the remark editor, repair assignment
 * and notes, the discount offer, review moderation and the full history. Every action asks first,
 * shows at once and is undone with a toast saying why if the server refuses.
 */
export function ItemDetail({ kind, id, item, listKey, onClose }: ItemDetailProps) {
  // An item opened by link (not on the queue page shown) is looked up by its id.
  const lookupQuery = { kind, status: '', search: id, page: 1 };
  const lookup = useQueue(lookupQuery, { enabled: !item });
  const found = item ?? lookup.data?.items.find((i) => i.id === id) ?? null;
  const key = item ? listKey : queueKeys.list(lookupQuery);
  const title = `${kind === 'review' ? 'Review' : ITEM_KIND_LABELS[kind]} ${itemRef({ id, display_number: found?.display_number })}`;

  let body: ReactNode;
  if (found) body = <ItemBody kind={kind} item={found} listKey={key} />;
  else if (!item && lookup.isPending) body = <Skeleton height={120} />;
  else if (lookup.isError)
    body = <ErrorBox title="Could not load the item" message={String(lookup.error?.message)} />;
  else body = <p>This item was not found.</p>;

  return (
    <Sheet open onClose={onClose} title={title} size="lg" closeLabel="Close details">
      {body}
    </Sheet>
  );
}
