import type { QueryKey } from '@tanstack/react-query';
import { useId } from 'react';
import type { StaffReturnItem } from 'shared/contracts';
import styled from 'styled-components';
import { FieldGroup, FormActions, RefusalAlert } from '../../../components/form-kit';
import { itemRef } from '../../../lib/kinds';
import { useReceiveReturnForm } from '../hooks/use-receive-return-form';
import { returnLine } from '../lib/return-item';
import { Confirm } from './Confirm';
import { Muted } from './detail-layout';

const CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/**
 * The item is back at the shop (`staff_receive_return`): a required Yes/No radio group 'Can it be
 * sold again?' (yes puts its units back in stock), confirmed, with the remark typed above. A
 * refusal is shown under the form as it is.
 */
export function ReceiveReturnForm({
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
  const form = useReceiveReturnForm(request, listKey, remark, onDone);
  const id = useId();
  const questionId = `${id}-question`;
  const hintId = `${id}-hint`;
  const choiceErrorId = `${id}-choice-error`;
  const errorId = `${id}-error`;
  const units = request.quantity === 1 ? 'its unit goes' : `its ${request.quantity} units go`;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-describedby={form.serverError ? errorId : undefined}>
      <Group>
        <legend>Receive</legend>
        <Muted>Mark {returnLine(request)} as back at the shop.</Muted>
        <div
          role="radiogroup"
          aria-labelledby={questionId}
          aria-describedby={form.errors.resellable ? `${hintId} ${choiceErrorId}` : hintId}
          aria-required="true"
          aria-invalid={form.errors.resellable ? true : undefined}
        >
          <Question id={questionId}>Can it be sold again?</Question>
          <Muted id={hintId}>Yes: {units} back to stock.</Muted>
          <Choices>
            {CHOICES.map((c) => (
              <label key={c.value}>
                <input
                  type="radio"
                  name={`${id}-resellable`}
                  value={c.value}
                  checked={form.choice === c.value}
                  disabled={form.locked}
                  onChange={() => form.setChoice(c.value)}
                />
                {c.label}
              </label>
            ))}
          </Choices>
          <ChoiceError id={choiceErrorId} aria-live="polite">
            {form.errors.resellable}
          </ChoiceError>
        </div>
        <RefusalAlert id={errorId} lead="The item was not received:" message={form.serverError} />
        {form.confirming ? (
          <Confirm
            question={`Mark Return request ${itemRef(request)} received, ${
              form.confirming.resellable ? `as sellable again (${units} back to stock)` : 'as not sellable'
            }?`}
            label="Receive"
            onConfirm={form.confirm}
            onCancel={form.cancel}
          />
        ) : (
          <FormActions busy={form.busy} label="Receive" busyLabel="Receiving…" />
        )}
      </Group>
    </form>
  );
}

const Group = styled(FieldGroup)`
  display: grid;
  gap: 12px;
`;

const Question = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin-top: 8px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primaryFill};
  }
  input:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const ChoiceError = styled.p`
  margin: 4px 0 0;
  color: ${(p) => p.theme.colors.danger};
  &:empty {
    display: none;
  }
`;
