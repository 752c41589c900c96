import { type FormEvent, useId } from 'react';
import { Button, TextField } from 'shared';
import type { StaffDiscountCodeRow } from 'shared/contracts';
import { Checkbox } from 'shared/kit';
import styled from 'styled-components';
import { FieldCell, FieldGrid, FieldGroup, FormActions, RefusalAlert } from '../../../components/form-kit';
import { useDiscountForm } from '../hooks/use-discount-form';
import type { DiscountField } from '../lib/discount-form';

/**
 * Every field of a discount code (staffDiscountCodeInputSchema): the code (fixed once created),
 * description, type and value, the maximum discount of a percentage, the minimum order, the
 * window in India's time, the use limits, and whether it is on and listed to shoppers. Checked
 * before sending; the database's refusal is shown under the form with nothing typed lost.
 */
export function DiscountCodeForm({
  row,
  onSaved,
  onCancel,
}: {
  row: StaffDiscountCodeRow | null;
  onSaved: (code: string) => void;
  onCancel: () => void;
}) {
  const baseId = useId();
  const fieldId = (field: DiscountField) => `${baseId}-${field}`;
  const errorId = useId();
  const form = useDiscountForm(row, (field) => document.getElementById(fieldId(field))?.focus(), onSaved);
  const { values, errors } = form;
  const percentage = values.discount_type === 'percentage';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  const text = (
    field: DiscountField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      value={values[field]}
      onChange={(value) => form.setValue(field, value)}
      error={errors[field]}
      readOnly={form.busy}
      {...extra}
    />
  );

  return (
    <Form
      aria-label={form.isNew ? 'New discount code' : `Edit discount code ${row?.code ?? ''}`}
      aria-describedby={form.serverError ? errorId : undefined}
      onSubmit={onSubmit}
      noValidate
    >
      <Group>
        <legend>Code</legend>
        <FieldGrid>
          <FieldCell>
            {text('code', 'Code', {
              required: true,
              maxLength: 32,
              autoComplete: 'off',
              readOnly: form.busy || !form.isNew,
              hint: form.isNew
                ? '3 to 32 characters: capital letters, digits, - and _. Saved in capitals.'
                : 'A code keeps its name: shoppers and orders use it.',
            })}
          </FieldCell>
          <FieldCell $wide>
            {text('description', 'Description (optional)', {
              maxLength: 200,
              showCounter: true,
              hint: 'Shown to shoppers with the offer.',
            })}
          </FieldCell>
        </FieldGrid>
      </Group>

      <Group>
        <legend>Discount</legend>
        <Radios>
          <legend>Type</legend>
          <RadioLabel>
            <input
              type="radio"
              name={`${baseId}-type`}
              value="percentage"
              checked={percentage}
              disabled={form.busy}
              onChange={() => form.setValue('discount_type', 'percentage')}
            />
            Percentage
          </RadioLabel>
          <RadioLabel>
            <input
              type="radio"
              name={`${baseId}-type`}
              value="fixed"
              checked={!percentage}
              disabled={form.busy}
              onChange={() => form.setValue('discount_type', 'fixed')}
            />
            Flat amount
          </RadioLabel>
        </Radios>
        <FieldGrid>
          <FieldCell>
            {text('value', 'Value', {
              required: true,
              inputMode: 'decimal',
              hint: percentage ? 'Per cent off the order, 1 to 100.' : 'Rupees off the order.',
              endAdornment: <Unit aria-hidden="true">{percentage ? '%' : '₹'}</Unit>,
            })}
          </FieldCell>
          {percentage && (
            <FieldCell>
              {text('max_discount', 'Maximum discount (₹, optional)', {
                inputMode: 'decimal',
                hint: 'The most a shopper saves; empty for no cap.',
              })}
            </FieldCell>
          )}
          <FieldCell>
            {text('min_subtotal', 'Minimum order (₹)', {
              inputMode: 'decimal',
              hint: 'The cart’s subtotal needed; 0 for none.',
            })}
          </FieldCell>
        </FieldGrid>
      </Group>

      <Group>
        <legend>When (India time)</legend>
        <FieldGrid>
          <FieldCell>
            {text('starts_at', 'Starts (optional)', { type: 'datetime-local', hint: 'Empty: from now.' })}
          </FieldCell>
          <FieldCell>
            {text('ends_at', 'Ends (optional)', { type: 'datetime-local', hint: 'Empty: no end.' })}
          </FieldCell>
        </FieldGrid>
      </Group>

      <Group>
        <legend>Use limits</legend>
        <FieldGrid>
          <FieldCell>
            {text('usage_limit_total', 'Total uses (optional)', {
              inputMode: 'numeric',
              hint: 'Empty for no limit.',
            })}
          </FieldCell>
          <FieldCell>
            {text('usage_limit_per_user', 'Uses per shopper (optional)', {
              inputMode: 'numeric',
              hint: 'Empty for no limit.',
            })}
          </FieldCell>
        </FieldGrid>
      </Group>

      <Group>
        <legend>Availability</legend>
        <Checks>
          <Checkbox
            label="Active"
            description="Shoppers can use the code within its window. Off: paused."
            checked={values.is_active}
            disabled={form.busy}
            onChange={(checked) => form.setValue('is_active', checked)}
          />
          <Checkbox
            label="Shown to shoppers"
            description="Listed under ‘Available offers’ at checkout while it can be used."
            checked={values.is_public}
            disabled={form.busy}
            onChange={(checked) => form.setValue('is_public', checked)}
          />
        </Checks>
      </Group>

      <RefusalAlert id={errorId} lead="The discount code was not saved:" message={form.serverError} />
      <FormActions busy={form.busy}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

/** The kit's group as a grid (the type's radios above the fields), without the panel's fill. */
const Group = styled(FieldGroup)`
  display: grid;
  gap: 12px;
  background: none;
`;

const Radios = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 24px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    float: left;
    margin-right: 8px;
    padding: 0;
    font-weight: 600;
    line-height: 44px;
  }
`;

const RadioLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const Unit = styled.span`
  font-weight: 700;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Checks = styled.div`
  display: grid;
  gap: 8px;
`;
