import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatINR, Sheet, TextField, toast } from 'shared';
import {
  availableReturnKinds,
  checkReturnForm,
  formatIndiaDate,
  POLICY_TEXTS,
  RETURN_COMMENT_MAX,
  RETURN_KIND_LABELS,
  RETURN_MESSAGES,
  type ReturnFormErrors,
  type ReturnFormValues,
  type ReturnKind,
  type ReturnOptionsItem,
  reasonsFor,
} from 'shared/contracts';
import { Select } from 'shared/kit';
import styled from 'styled-components';
import { useRequestReturn } from '../api/request-return';

export interface ReturnRequestDialogProps {
  open: boolean;
  orderId: string;
  item: ReturnOptionsItem;
  /** Cash on delivery: a return's refund goes to a UPI ID the shopper gives. */
  cashOnDelivery: boolean;
  onClose: () => void;
}

const FIELD_ORDER = ['kind', 'reason', 'quantity', 'comment', 'refundUpi'] as const;

/**
 * 'Return or replace' one line of a delivered order (docs/product.md#returns-and-replacements):
 * return (refund) or replacement inside their windows, a reason from the list, a comment (required
 * where the item is faulty), the units, and for a cash-on-delivery return the UPI ID of the refund.
 * The form checks what the database checks; a refusal shows the database's words and keeps what
 * was typed.
 */
export function ReturnRequestDialog({
  open,
  orderId,
  item,
  cashOnDelivery,
  onClose,
}: ReturnRequestDialogProps) {
  const formId = useId();
  const kinds = availableReturnKinds(item);
  const [values, setValues] = useState<ReturnFormValues>({
    kind: kinds.length === 1 ? (kinds[0] as ReturnKind) : '',
    reason: '',
    comment: '',
    quantity: item.quantity,
    refundUpi: '',
  });
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const refs = {
    kind: useRef<HTMLInputElement>(null),
    reason: useRef<HTMLSelectElement>(null),
    quantity: useRef<HTMLInputElement | HTMLTextAreaElement>(null),
    comment: useRef<HTMLInputElement | HTMLTextAreaElement>(null),
    refundUpi: useRef<HTMLInputElement | HTMLTextAreaElement>(null),
  };
  const request = useRequestReturn();
  const set = <K extends keyof ReturnFormValues>(key: K, value: ReturnFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    request.reset();
  };
  const kind = values.kind || null;
  const reasons = kind ? reasonsFor(kind) : [];
  const upiNeeded = kind === 'return' && cashOnDelivery;
  const refund = Number(item.unit_refund) * values.quantity;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const found = checkReturnForm(values, item.quantity, cashOnDelivery);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    request.mutate(
      {
        orderId,
        productId: item.product_id,
        kind: values.kind as ReturnKind,
        reason: values.reason,
        comment: values.comment,
        quantity: values.quantity,
        refundUpi: upiNeeded ? values.refundUpi : null,
      },
      {
        onSuccess: (row) => {
          toast.success(RETURN_MESSAGES.submitted(row.kind));
          onClose();
        },
      },
    );
  };

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title="Return or replace"
      description={item.name}
      size="sm"
      footer={
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={request.isPending}>
            {kind === 'replacement' ? 'Request replacement' : 'Request return'}
          </Button>
        </Actions>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <Fieldset aria-describedby={errors.kind ? `${formId}-kind-error` : undefined}>
          <legend>What would you like?</legend>
          {(['return', 'replacement'] as const).map((k, i) => {
            const until = k === 'return' ? item.return_until : item.replacement_until;
            const available = kinds.includes(k);
            return (
              <Choice key={k}>
                <input
                  ref={i === 0 ? refs.kind : undefined}
                  type="radio"
                  name={`${formId}-kind`}
                  value={k}
                  checked={values.kind === k}
                  disabled={!available}
                  aria-invalid={errors.kind ? true : undefined}
                  onChange={() => {
                    set('kind', k);
                    if (k === 'replacement' && !reasonsFor(k).some((r) => r.value === values.reason))
                      set('reason', '');
                  }}
                />
                <span>
                  <strong>{k === 'return' ? 'Return for a refund' : 'Replacement of the same item'}</strong>
                  <Muted>
                    {available && until
                      ? `Until ${formatIndiaDate(until)}`
                      : until
                        ? 'Not available for this item now'
                        : `${RETURN_KIND_LABELS[k]} is not offered for this item`}
                  </Muted>
                </span>
              </Choice>
            );
          })}
          {errors.kind && (
            <ErrorText id={`${formId}-kind-error`} role="alert">
              {errors.kind}
            </ErrorText>
          )}
        </Fieldset>

        <Select
          label="Reason"
          placeholder={kind ? 'Choose a reason' : 'Choose return or replacement first'}
          value={values.reason}
          onChange={(value) => set('reason', value)}
          options={reasons.map((r) => ({ value: r.value, label: r.label }))}
          required
          selectRef={refs.reason}
          error={errors.reason ?? null}
        />

        {item.quantity > 1 && (
          <TextField
            label="Units"
            type="number"
            inputMode="numeric"
            min={1}
            max={item.quantity}
            step={1}
            value={String(values.quantity)}
            onChange={(value) => set('quantity', Number(value))}
            inputRef={refs.quantity}
            error={errors.quantity ?? null}
            hint={`You bought ${item.quantity}.`}
          />
        )}

        <TextField
          label="Tell us more"
          value={values.comment}
          onChange={(value) => set('comment', value)}
          multiline
          rows={3}
          maxLength={RETURN_COMMENT_MAX}
          showCounter
          enforceMaxLength={false}
          inputRef={refs.comment}
          error={errors.comment ?? null}
          hint="What is wrong, and anything that helps our pickup."
        />

        {upiNeeded && (
          <TextField
            label="UPI ID for the refund"
            value={values.refundUpi}
            onChange={(value) => set('refundUpi', value)}
            autoComplete="off"
            placeholder="name@okhdfcbank"
            inputRef={refs.refundUpi}
            error={errors.refundUpi ?? null}
            hint="This order was paid in cash, so we send the refund by UPI."
            required
          />
        )}

        {kind === 'return' && (
          <Muted data-testid="refund-estimate">
            Refund {formatINR(refund)} {upiNeeded ? 'by UPI' : 'to your original payment method'}, within 5-7
            working days of our receiving the item.
          </Muted>
        )}
        <Muted>
          {POLICY_TEXTS.returnShipping} <Link to="/returns-and-refunds">Returns and refunds</Link>
        </Muted>

        {request.error && (
          <ErrorText role="alert" data-testid="return-error">
            {request.error.message}
          </ErrorText>
        )}
      </Form>
    </Sheet>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

const Choice = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 10px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  cursor: pointer;
  input {
    margin-top: 4px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
  }
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  width: 100%;
`;
