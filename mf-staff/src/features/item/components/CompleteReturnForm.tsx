import type { QueryKey } from '@tanstack/react-query';
import { useId } from 'react';
import { TextField } from 'shared';
import type { StaffReturnItem } from 'shared/contracts';
import styled from 'styled-components';
import { FieldGroup, FormActions, RefusalAlert } from '../../../components/form-kit';
import { itemRef } from '../../../lib/kinds';
import { useCompleteReturnForm } from '../hooks/use-complete-return-form';
import { refundText, returnLine } from '../lib/return-item';
import { Confirm } from './Confirm';
import { CopyableText } from './CopyableText';
import { Muted } from './detail-layout';

/**
 * Completing a received request (`staff_complete_return`), once, after a confirmation: an online
 * order's return is refunded to its payment method; a cash-on-delivery one is sent by UPI to the
 * shopper's ID first and recorded here with the transfer's reference; a replacement is sent as a
 * new order at no charge (its id then shows in the facts). A refusal (nothing left to refund, too
 * little stock) is shown under the form as it is.
 */
export function CompleteReturnForm({
  request,
  listKey,
  remark,
  onDone,
}: {
  request: StaffReturnItem;
  listKey: QueryKey;
  remark: string | null;
  onDone: () => void;
}) {
  const form = useCompleteReturnForm(request, listKey, remark, onDone);
  const errorId = useId();
  const amount = refundText(request);
  const item = `Return request ${itemRef(request)}`;

  let about: string;
  let submit: string;
  let question: string;
  let confirmLabel: string;
  switch (form.completion) {
    case 'online_refund':
      about = `Refunds ${amount} to the shopper’s original payment method; it reaches them in 5-7 working days.`;
      submit = `Refund ${amount} to the original payment method`;
      question = `Refund ${amount} for ${item} to the shopper’s original payment method?`;
      confirmLabel = `Refund ${amount}`;
      break;
    case 'upi_refund':
      about = `Cash on delivery: send ${amount} by UPI to the shopper’s UPI ID, then record the transfer’s reference number.`;
      submit = 'Record UPI refund';
      question = `Record the UPI refund of ${amount} to ${request.refund_upi ?? '—'} (reference ${
        form.confirming?.reference ?? ''
      }) for ${item}?`;
      confirmLabel = 'Record UPI refund';
      break;
    default:
      about = `Sends ${returnLine(request)} as a new order at no charge; its units are taken from stock.`;
      submit = 'Send replacement';
      question = `Send a replacement of ${returnLine(request)} at no charge for ${item}?`;
      confirmLabel = 'Send replacement';
  }

  return (
    <form onSubmit={form.onSubmit} noValidate aria-describedby={form.serverError ? errorId : undefined}>
      <Group>
        <legend>Complete</legend>
        <Muted>{about}</Muted>
        {form.completion === 'upi_refund' && (
          <>
            <Pair>
              <span>UPI ID</span>
              {request.refund_upi ? <CopyableText label="UPI ID" value={request.refund_upi} /> : '—'}
              <span>Amount</span>
              <strong>{amount}</strong>
            </Pair>
            <TextField
              label="UPI reference number"
              value={form.reference}
              onChange={form.setReference}
              error={form.errors.reference}
              maxLength={40}
              hint="6 to 40 letters, digits or dashes, as the UPI app shows the transfer."
              autoComplete="off"
              readOnly={form.locked}
              required
            />
          </>
        )}
        <RefusalAlert
          id={errorId}
          lead={
            form.completion === 'replacement' ? 'The replacement was not sent:' : 'The refund was not made:'
          }
          message={form.serverError}
        />
        {form.confirming ? (
          <Confirm question={question} label={confirmLabel} onConfirm={form.confirm} onCancel={form.cancel} />
        ) : (
          <FormActions busy={form.busy} label={submit} busyLabel="Sending…" />
        )}
      </Group>
    </form>
  );
}

const Group = styled(FieldGroup)`
  display: grid;
  gap: 12px;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  align-items: center;
  gap: 6px 16px;
  > span {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
