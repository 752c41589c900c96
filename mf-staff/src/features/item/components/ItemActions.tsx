import { useState } from 'react';
import { Button } from 'shared';
import { ITEM_KIND_LABELS, type ItemKind } from 'shared/contracts';
import { formatRupees, itemRef, statusLabel } from '../../../lib/kinds';
import { movedText, sendDiscountOffer, transitionItem, transitionPatch } from '../api/staff-actions';
import type { Ask } from '../hooks/use-confirmed-action';
import type { StaffItem } from '../lib/staff-item';
import { closingPaymentNote, isDangerMove, statusMoves } from '../lib/status-moves';
import { Buttons, Muted, SubTitle } from './detail-layout';
import { type OfferChoice, OfferForm } from './OfferForm';
import { RemarkEditor } from './RemarkEditor';
import { RepairFields } from './RepairFields';

/**
 * The status change of an order, repair, game load or discount request: the remark sent with it,
 * the offer of a pending discount request, one button per allowed next status, and the repair's
 * assignment and notes.
 */
export function ItemActions({
  kind,
  item,
  status,
  busy,
  ask,
}: {
  kind: ItemKind;
  item: StaffItem;
  status: string;
  busy: boolean;
  ask: Ask;
}) {
  const [remark, setRemark] = useState('');
  const label = ITEM_KIND_LABELS[kind];
  const remarkOrNull = remark.trim() ? remark.trim() : null;
  const { offering, next } = statusMoves(kind, status);

  const sendOffer = (offer: OfferChoice) => {
    const price = formatRupees(offer.price);
    ask(
      `Send an offer of ${price} for ${offer.productName}, valid ${offer.days} days, on ${label} ${itemRef(item)}?`,
      'Send offer',
      {
        run: () => sendDiscountOffer(item.id, offer, remarkOrNull),
        patch: { ...transitionPatch(kind, 'offer_sent', remarkOrNull), our_price: offer.price },
        success: `Offer of ${price} sent.`,
      },
    );
  };

  return (
    <>
      <section aria-labelledby={`actions-${item.id}`}>
        <SubTitle id={`actions-${item.id}`}>Change status</SubTitle>
        <RemarkEditor kind={kind} value={remark} onChange={setRemark} />
        {offering && <OfferForm busy={busy} onSend={sendOffer} />}
        {next.length > 0 ? (
          <Buttons>
            {next.map((to) => (
              <Button
                key={to}
                variant={isDangerMove(to) ? 'danger' : 'primary'}
                disabled={busy}
                onClick={() =>
                  ask(
                    `Move ${label} ${itemRef(item)} from ${statusLabel(status)} to ${statusLabel(to)}?${closingPaymentNote(kind, item, to)}`,
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
