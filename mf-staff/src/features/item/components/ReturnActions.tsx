import type { QueryKey } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from 'shared';
import { ITEM_KIND_LABELS, isFinalStatus, RETURN_MESSAGES, type StaffReturnItem } from 'shared/contracts';
import { RefusalAlert } from '../../../components/form-kit';
import { itemRef, shortId, statusLabel } from '../../../lib/kinds';
import { movedText, transitionItem, transitionPatch } from '../api/staff-actions';
import type { Ask } from '../hooks/use-confirmed-action';
import { rejectionNeedsRemark } from '../lib/return-item';
import { isDangerMove, statusMoves } from '../lib/status-moves';
import { CompleteReturnForm } from './CompleteReturnForm';
import { Buttons, Muted, SubTitle } from './detail-layout';
import { ReceiveReturnForm } from './ReceiveReturnForm';
import { RemarkEditor } from './RemarkEditor';

const label = ITEM_KIND_LABELS.return;

/**
 * What staff do with a return or replacement request: the remark sent with the next change, the
 * plain moves (approve, mark picked up, reject with a reason, cancel) through `staff_transition`,
 * and once picked up the receiving, once received the completion (the refund or the
 * replacement), which have their own functions. A refused move says why here and in a toast.
 */
export function ReturnActions({
  request,
  listKey,
  busy,
  ask,
  refusal,
}: {
  request: StaffReturnItem;
  listKey: QueryKey;
  busy: boolean;
  ask: Ask;
  refusal: string | null;
}) {
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const remarkRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const titleId = useId();
  const refusalId = useId();
  const status = request.status;
  const remarkOrNull = remark.trim() ? remark.trim() : null;
  const { next } = statusMoves('return', status);
  const final = isFinalStatus('return', status);
  const clearRemark = () => {
    setRemark('');
    setRemarkError(null);
  };

  const move = (to: string) => {
    if (rejectionNeedsRemark(to, remark)) {
      setRemarkError(RETURN_MESSAGES.rejectReason);
      remarkRef.current?.focus();
      return;
    }
    setRemarkError(null);
    ask(
      `Move ${label} ${itemRef(request)} from ${statusLabel(status)} to ${statusLabel(to)}?`,
      `Move to ${statusLabel(to)}`,
      {
        run: () => transitionItem('return', request.id, to, remarkOrNull),
        patch: transitionPatch('return', to, remarkOrNull),
        success: movedText(label, to),
      },
    );
  };

  return (
    <section aria-labelledby={titleId} aria-describedby={refusal ? refusalId : undefined}>
      <SubTitle id={titleId}>Change status</SubTitle>
      {final ? (
        <Muted>
          {statusLabel(status)} is final: nothing follows it.
          {request.replacement_order_id &&
            ` The replacement went as order ${shortId(request.replacement_order_id)}.`}
        </Muted>
      ) : (
        <>
          <RemarkEditor
            kind="return"
            value={remark}
            onChange={(value) => {
              setRemark(value);
              setRemarkError(null);
            }}
            error={remarkError}
            inputRef={remarkRef}
          />
          {next.length > 0 && (
            <Buttons>
              {next.map((to) => (
                <Button
                  key={to}
                  variant={isDangerMove(to) ? 'danger' : 'primary'}
                  disabled={busy}
                  onClick={() => move(to)}
                >
                  Move to {statusLabel(to)}
                </Button>
              ))}
            </Buttons>
          )}
          <RefusalAlert id={refusalId} lead="The change was not saved:" message={refusal} />
          {status === 'picked_up' && (
            <ReceiveReturnForm
              request={request}
              listKey={listKey}
              remark={remarkOrNull}
              onDone={clearRemark}
            />
          )}
          {status === 'received' && (
            <CompleteReturnForm
              request={request}
              listKey={listKey}
              remark={remarkOrNull}
              onDone={clearRemark}
            />
          )}
        </>
      )}
    </section>
  );
}
