import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, Sheet, TextField, toast } from 'shared';
import {
  CANCEL_REASON_LIMITS,
  CANCEL_REASONS,
  type CancelOrderAnswer,
  itemNumber,
  PAYMENT_MESSAGES,
} from 'shared/contracts';
import { Select } from 'shared/kit';
import styled from 'styled-components';
import { useCancelOrder } from '../hooks/use-cancel-order';

const OTHER = 'Other' satisfies (typeof CANCEL_REASONS)[number];
const REASON_OPTIONS = CANCEL_REASONS.map((reason) => ({ value: reason, label: reason }));

export interface CancelOrderDialogProps {
  open: boolean;
  orderId: string;
  /** Its display number ('GG-26-7K3M9Q'); without it, the id's first 8 characters. */
  orderNumber?: string | null;
  onClose: () => void;
  /** After the order was cancelled (the toast is shown and the dialog closed). */
  onCancelled?: (answer: CancelOrderAnswer | null) => void;
}

/** The reason sent: the chosen one, or the shopper's own words for 'Other'; null when too short or long. */
export function cancelReason(choice: string, otherText: string): string | null {
  const reason = choice === OTHER ? otherText.trim() : choice;
  return reason.length >= CANCEL_REASON_LIMITS.min && reason.length <= CANCEL_REASON_LIMITS.max
    ? reason
    : null;
}

/**
 * 'Cancel this order?' (docs/product.md#payments): a required reason (a list; 'Other' asks for the
 * shopper's words, 3-400 characters), then `cancel_my_order`. A refusal shows the server's message
 * in the dialog and keeps what was typed; success toasts 'Order cancelled.' (or the refund's
 * wording) and closes it.
 */
export function CancelOrderDialog({
  open,
  orderId,
  orderNumber,
  onClose,
  onCancelled,
}: CancelOrderDialogProps) {
  const formId = useId();
  const [choice, setChoice] = useState('');
  const [otherText, setOtherText] = useState('');
  const [invalid, setInvalid] = useState<'choice' | 'other' | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const otherRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const cancel = useCancelOrder();
  const isOther = choice === OTHER;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const reason = cancelReason(choice, otherText);
    if (!reason) {
      const field = choice && isOther ? 'other' : 'choice';
      setInvalid(field);
      (field === 'other' ? otherRef : selectRef).current?.focus();
      return;
    }
    cancel.mutate(
      { orderId, reason },
      {
        onSuccess: (answer) => {
          toast.success(
            answer?.refund_started ? PAYMENT_MESSAGES.cancelledRefund : PAYMENT_MESSAGES.cancelled,
          );
          setChoice('');
          setOtherText('');
          setInvalid(null);
          cancel.reset();
          onClose();
          onCancelled?.(answer);
        },
      },
    );
  };

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={PAYMENT_MESSAGES.cancelConfirm}
      description={`Order #${itemNumber({ id: orderId, display_number: orderNumber })}`}
      size="sm"
      footer={
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Keep order
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={cancel.isPending}>
            Cancel order
          </Button>
        </Actions>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <Select
          label="Reason for cancelling"
          placeholder="Choose a reason"
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setInvalid(null);
          }}
          options={REASON_OPTIONS}
          required
          selectRef={selectRef}
          error={invalid === 'choice' ? PAYMENT_MESSAGES.cancelReasonRequired : null}
        />
        {isOther && (
          <TextField
            label="Your reason"
            value={otherText}
            onChange={(value) => {
              setOtherText(value);
              setInvalid(null);
            }}
            multiline
            rows={3}
            maxLength={CANCEL_REASON_LIMITS.max}
            showCounter
            required
            inputRef={otherRef}
            error={invalid === 'other' ? PAYMENT_MESSAGES.cancelReasonRequired : null}
          />
        )}
        {cancel.error && (
          <Problem role="alert" data-testid="cancel-error">
            {cancel.error.message}
          </Problem>
        )}
      </Form>
    </Sheet>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  width: 100%;
`;

const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
`;
