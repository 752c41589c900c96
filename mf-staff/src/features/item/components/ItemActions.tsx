import { useState } from 'react';
import { Button, TextField } from 'shared';
import { ITEM_KIND_LABELS, type ItemKind } from 'shared/contracts';
import { formatRupees, shortId, statusLabel } from '../../../lib/kinds';
import { movedText, sendDiscountOffer, transitionItem, transitionPatch } from '../api/staff-actions';
import type { Ask } from '../hooks/use-confirmed-action';
import { readOfferPrice } from '../lib/offer-price';
import type { StaffItem } from '../lib/staff-item';
import { closingPaymentNote, isDangerMove, statusMoves } from '../lib/status-moves';
import { Buttons, Inline, Muted, SubTitle } from './detail-layout';
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
  const [offer, setOffer] = useState('');
  const [offerError, setOfferError] = useState<string | null>(null);
  const label = ITEM_KIND_LABELS[kind];
  const remarkOrNull = remark.trim() ? remark.trim() : null;
  const { offering, next } = statusMoves(kind, status);

  const sendOffer = () => {
    const { price, error } = readOfferPrice(offer);
    setOfferError(error);
    if (price === null) return;
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
                variant={isDangerMove(to) ? 'danger' : 'primary'}
                disabled={busy}
                onClick={() =>
                  ask(
                    `Move ${label} ${shortId(item.id)} from ${statusLabel(status)} to ${statusLabel(to)}?${closingPaymentNote(kind, item, to)}`,
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
