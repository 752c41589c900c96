import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, ErrorBox, Sheet, Skeleton, TextField, userText } from 'shared';
import {
  ITEM_KIND_LABELS,
  type ItemKind,
  nextStatuses,
  OFFER_MAX_PRICE,
  type StaffQueueKind,
  TECHNICIAN_MAX_LENGTH,
  TECHNICIAN_NOTES_MAX_LENGTH,
} from 'shared/contracts';
import { StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import {
  createdAt,
  formatDateTime,
  formatRupees,
  remarkColumn,
  shortId,
  statusLabel,
  statusOf,
} from '../../../lib/kinds';
import { type QueueItem, queueKeys, useQueue } from '../../queue/api/staff-list';
import {
  assignRepair,
  moderateReview,
  movedText,
  type StaffAction,
  sendDiscountOffer,
  setRepairNotes,
  transitionItem,
  transitionPatch,
  useStaffAction,
} from '../api/staff-actions';
import { EventHistory } from './EventHistory';
import { RemarkEditor } from './RemarkEditor';

interface ItemDetailProps {
  kind: StaffQueueKind;
  id: string;
  /** The item as the open queue page lists it; null when it is not on that page (a link). */
  item: QueueItem | null;
  listKey: QueryKey;
  onClose: () => void;
}

/**
 * One item: its facts, the allowed next statuses only (the contract's state machine; the database
 * decides again), the remark editor, repair assignment and notes, the discount offer, review
 * moderation and the full history. Every action asks first, shows at once and is undone with a
 * toast saying why if the server refuses.
 */
export function ItemDetail({ kind, id, item, listKey, onClose }: ItemDetailProps) {
  // An item opened by link (not on the queue page shown) is looked up by its id.
  const lookupQuery = { kind, status: '', search: id, page: 1 };
  const lookup = useQueue(lookupQuery, { enabled: !item });
  const found = item ?? lookup.data?.items.find((i) => i.id === id) ?? null;
  const key = item ? listKey : queueKeys.list(lookupQuery);
  const title = `${kind === 'review' ? 'Review' : ITEM_KIND_LABELS[kind]} ${shortId(id)}`;

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

function ItemBody({ kind, item, listKey }: { kind: StaffQueueKind; item: QueueItem; listKey: QueryKey }) {
  const status = statusOf(kind, item);
  const action = useStaffAction(kind, item.id, listKey);
  const [confirming, setConfirming] = useState<{
    question: string;
    label: string;
    action: StaffAction;
  } | null>(null);
  const ask = (question: string, label: string, staffAction: StaffAction) =>
    setConfirming({ question, label, action: staffAction });

  return (
    <Stack>
      <Facts kind={kind} item={item} status={status} />
      {confirming ? (
        <Confirm
          question={confirming.question}
          label={confirming.label}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            action.mutate(confirming.action);
            setConfirming(null);
          }}
        />
      ) : kind === 'review' ? (
        <ReviewActions item={item} status={status} busy={action.isPending} ask={ask} />
      ) : (
        <ItemActions kind={kind} item={item} status={status} busy={action.isPending} ask={ask} />
      )}
      {kind !== 'review' && <EventHistory kind={kind} id={item.id} />}
    </Stack>
  );
}

type Ask = (question: string, label: string, action: StaffAction) => void;

function ItemActions({
  kind,
  item,
  status,
  busy,
  ask,
}: {
  kind: ItemKind;
  item: QueueItem;
  status: string;
  busy: boolean;
  ask: Ask;
}) {
  const [remark, setRemark] = useState('');
  const [offer, setOffer] = useState('');
  const [offerError, setOfferError] = useState<string | null>(null);
  const label = ITEM_KIND_LABELS[kind];
  const remarkOrNull = remark.trim() ? remark.trim() : null;
  // A pending discount request moves on only with an offer (its price), below.
  const offering = kind === 'discount_request' && status === 'pending';
  const next = nextStatuses(kind, status).filter((s) => !(offering && s === 'offer_sent'));

  const sendOffer = () => {
    const price = Number(offer);
    if (!offer.trim() || !Number.isFinite(price) || price <= 0) {
      setOfferError('Offer price must be a positive number.');
      return;
    }
    if (price > OFFER_MAX_PRICE) {
      setOfferError('Offer price seems too high. Please check the value.');
      return;
    }
    setOfferError(null);
    ask(`Send an offer of ${formatRupees(price)} on ${label} ${shortId(item.id)}?`, 'Send offer', {
      run: () => sendDiscountOffer(item.id, price, remarkOrNull),
      patch: { ...transitionPatch(kind, 'offer_sent', remarkOrNull), our_price: price },
      success: `Offer of ${formatRupees(price)} sent.`,
    });
  };

  return (
    <>
      <section aria-labelledby={`actions-${item.id}`}>
        <SubTitle id={`actions-${item.id}`}>Change status</SubTitle>
        <RemarkEditor kind={kind} value={remark} onChange={setRemark} />
        {offering && (
          <Inline>
            <TextField
              label="Offer price (₹)"
              type="number"
              inputMode="decimal"
              value={offer}
              onChange={setOffer}
              error={offerError}
            />
            <Button onClick={sendOffer} disabled={busy}>
              Send offer
            </Button>
          </Inline>
        )}
        {next.length > 0 ? (
          <Buttons>
            {next.map((to) => (
              <Button
                key={to}
                variant={to === 'cancelled' || to === 'failed' || to === 'rejected' ? 'danger' : 'primary'}
                disabled={busy}
                onClick={() =>
                  ask(
                    `Move ${label} ${shortId(item.id)} from ${statusLabel(status)} to ${statusLabel(to)}?`,
                    `Move to ${statusLabel(to)}`,
                    {
                      run: () => transitionItem(kind, item.id, to, remarkOrNull),
                      patch: transitionPatch(kind, to, remarkOrNull),
                      success: movedText(label, to),
                    },
                  )
                }
              >
                Move to {statusLabel(to)}
              </Button>
            ))}
          </Buttons>
        ) : (
          !offering && <Muted>{statusLabel(status)} is final: nothing follows it.</Muted>
        )}
      </section>
      {kind === 'repair' && <RepairFields item={item} busy={busy} ask={ask} final={next.length === 0} />}
    </>
  );
}

/** A datetime-local value ('2026-11-30T10:00') from an ISO instant, in local time. */
function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function RepairFields({
  item,
  busy,
  ask,
  final,
}: {
  item: QueueItem;
  busy: boolean;
  ask: Ask;
  final: boolean;
}) {
  const [technician, setTechnician] = useState(typeof item.technician === 'string' ? item.technician : '');
  const [estimate, setEstimate] = useState(toLocalInput(item.estimated_completion));
  const [notes, setNotes] = useState(typeof item.notes === 'string' ? item.notes : '');
  const ref = shortId(item.id);
  return (
    <section aria-labelledby={`repair-${item.id}`}>
      <SubTitle id={`repair-${item.id}`}>Assignment and notes</SubTitle>
      <Inline>
        <TextField
          label="Technician"
          value={technician}
          onChange={setTechnician}
          maxLength={TECHNICIAN_MAX_LENGTH}
          disabled={final}
        />
        <TextField
          label="Estimated completion"
          type="datetime-local"
          value={estimate}
          onChange={setEstimate}
          disabled={final}
        />
      </Inline>
      <Button
        variant="secondary"
        disabled={busy || final}
        onClick={() => {
          const iso = estimate ? new Date(estimate).toISOString() : null;
          ask(`Assign ${technician.trim() || 'no technician'} to repair ${ref}?`, 'Save assignment', {
            run: () => assignRepair(item.id, technician, iso),
            patch: { technician: technician.trim() || null, estimated_completion: iso },
            success: 'Assignment saved.',
          });
        }}
      >
        Save assignment
      </Button>
      <TextField
        label="Technician notes"
        value={notes}
        onChange={setNotes}
        multiline
        rows={3}
        maxLength={TECHNICIAN_NOTES_MAX_LENGTH}
        showCounter
      />
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() =>
          ask(`Save the technician notes of repair ${ref}?`, 'Save notes', {
            run: () => setRepairNotes(item.id, notes),
            patch: { notes: notes.trim() || null },
            success: 'Notes saved.',
          })
        }
      >
        Save notes
      </Button>
    </section>
  );
}

function ReviewActions({
  item,
  status,
  busy,
  ask,
}: {
  item: QueueItem;
  status: string;
  busy: boolean;
  ask: Ask;
}) {
  if (status !== 'pending') return <Muted>This review is {statusLabel(status)}.</Muted>;
  const decide = (to: 'approved' | 'rejected', verb: string) =>
    ask(`${verb} review ${shortId(item.id)}?`, verb, {
      run: () => moderateReview(item.id, to),
      patch: { status: to, allowedNext: [] },
      success: `Review ${to}.`,
    });
  return (
    <Buttons>
      <Button disabled={busy} onClick={() => decide('approved', 'Approve')}>
        Approve
      </Button>
      <Button variant="danger" disabled={busy} onClick={() => decide('rejected', 'Reject')}>
        Reject
      </Button>
    </Buttons>
  );
}

function Confirm({
  question,
  label,
  onConfirm,
  onCancel,
}: {
  question: string;
  label: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <ConfirmBox role="group" aria-labelledby="staff-confirm-question">
      <p id="staff-confirm-question">{question}</p>
      <Buttons>
        <Button ref={confirmRef} onClick={onConfirm}>
          {label}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Buttons>
    </ConfirmBox>
  );
}

const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

function Facts({ kind, item, status }: { kind: StaffQueueKind; item: QueueItem; status: string }) {
  const rows: [string, ReactNode][] = [
    ['Status', <StatusBadge key="s" kind={kind} status={status} label={statusLabel(status)} />],
    ['Shopper', `${text(item.name) || '—'} (${text(item.email) || 'no e-mail'})`],
    ['Created', formatDateTime(createdAt(item))],
  ];
  if (kind === 'order') {
    const details = item.order_details as { products?: { name?: string; quantity?: number }[] } | null;
    rows.push(
      ['Items', (details?.products ?? []).map((p) => `${text(p.name)} × ${text(p.quantity)}`).join(', ')],
      ['Total', formatRupees(item.total)],
      ['Deliver to', text(item.customer)],
    );
  } else if (kind === 'repair') {
    rows.push(
      ['Product', text(item.product_type)],
      ['Problem', text(item.product_description)],
      ['Technician', text(item.technician) || '—'],
      ['Estimated completion', formatDateTime(item.estimated_completion)],
    );
  } else if (kind === 'game_load') {
    rows.push(
      ['Console', text(item.console_type)],
      ['Storage', `${text(item.available_storage)} ${text(item.storage_unit)}`],
      ['Games', Array.isArray(item.games_list) ? item.games_list.map(text).join(', ') : ''],
    );
  } else if (kind === 'discount_request') {
    rows.push(
      ['Product', `${text(item.product_type)} on ${text(item.ecom_site)}`],
      ['Link', text(item.product_url)],
      ['Their price', formatRupees(item.current_price)],
      ['Our offer', item.our_price == null ? '—' : formatRupees(item.our_price)],
    );
  } else {
    rows.push(
      ['Product', text(item.product_name)],
      ['Rating', `${text(item.rating)} of 5`],
      ['Title', text(item.title)],
      ['Comment', text(item.comment)],
    );
  }
  if (kind !== 'review') rows.push(['Remark', text(item[remarkColumn(kind)]) || '—']);
  return (
    <Dl>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Dl>
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

const SubTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 10px 16px;
  margin: 0;
  dt {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Inline = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
  gap: 12px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const ConfirmBox = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.md};
  p {
    /* The question may echo what was typed (the technician's name). */
    ${userText}
    margin: 0;
    font-weight: 600;
  }
`;
