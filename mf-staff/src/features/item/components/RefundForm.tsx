import { useId } from 'react';
import { Button, TextField, userText } from 'shared';
import { formatRupees } from 'shared/contracts';
import styled from 'styled-components';
import { orderRef } from '../../../lib/kinds';
import { useRefundForm } from '../hooks/use-refund-form';
import { REFUND_REASON_MAX_LENGTH } from '../lib/refund-input';
import { Confirm } from './Confirm';
import { Inline } from './detail-layout';

/**
 * A refund of part or the rest of an online order's payment: the amount (all that is refundable to
 * start with, at most that, in rupees and paise) and a reason, checked as the database checks
 * them, then confirmed. The server's refusal is shown under the form and nothing typed is lost.
 */
export function RefundForm({
  orderId,
  orderNumber,
  refundable,
}: {
  orderId: string;
  /** Its display number ('GG-26-7K3M9Q'), how the question names the order. */
  orderNumber?: string | null;
  refundable: number;
}) {
  const form = useRefundForm(orderId, refundable);
  const titleId = useId();
  const errorId = useId();

  return (
    <Form
      aria-labelledby={titleId}
      aria-describedby={form.serverError ? errorId : undefined}
      onSubmit={form.onSubmit}
      noValidate
    >
      <Heading id={titleId}>Refund</Heading>
      <Inline>
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          onChange={form.setAmount}
          error={form.errors.amount}
          hint={`Up to ${formatRupees(refundable)}, in rupees and paise.`}
          readOnly={form.locked}
          required
        />
      </Inline>
      <TextField
        label="Reason"
        value={form.reason}
        onChange={form.setReason}
        error={form.errors.reason}
        multiline
        rows={2}
        maxLength={REFUND_REASON_MAX_LENGTH}
        showCounter
        hint="Kept with the refund; the shopper is told a refund started."
        readOnly={form.locked}
        required
      />
      {form.serverError && (
        <ServerError id={errorId}>
          <strong>The refund was not made:</strong> {form.serverError}
        </ServerError>
      )}
      {form.confirming ? (
        <Confirm
          question={`Refund ${formatRupees(form.confirming.amount)} of order ${orderRef(orderId, orderNumber)} to the shopper’s original payment method?`}
          label={`Refund ${formatRupees(form.confirming.amount)}`}
          onConfirm={form.confirm}
          onCancel={form.cancel}
        />
      ) : (
        <div>
          <Button type="submit" variant="danger" loading={form.busy}>
            Refund
          </Button>
        </div>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 10px;
  padding: 16px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  ${(p) => p.theme.media.mobile} {
    padding: 12px;
  }
`;

const Heading = styled.h4`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const ServerError = styled.p`
  ${userText}
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
`;
