import { type FormEvent, useId } from 'react';
import { TextField } from 'shared';
import { formatIndiaDateTime, type SellerProfile } from 'shared/contracts';
import styled from 'styled-components';
import { FieldCell, FieldGrid, FieldGroup, FormActions, RefusalAlert } from '../../../components/form-kit';
import { useSellerForm } from '../hooks/use-seller-form';
import type { SellerField } from '../lib/seller-form';

interface FieldSpec {
  field: SellerField;
  label: string;
  hint?: string;
  maxLength: number;
  required: boolean;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  wide?: boolean;
}

/** The form's groups and fields (every column staff may write). */
const GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Business',
    fields: [
      {
        field: 'legal_name',
        label: 'Legal name',
        maxLength: 200,
        required: true,
        autoComplete: 'organization',
      },
      { field: 'trade_name', label: 'Trade name', maxLength: 200, required: true },
      {
        field: 'gstin',
        label: 'GSTIN',
        hint: '15 characters, starting with the state code: 27ABCDE1234F1Z5.',
        maxLength: 15,
        required: true,
        autoComplete: 'off',
      },
    ],
  },
  {
    legend: 'Registered address',
    fields: [
      {
        field: 'address_line1',
        label: 'Address line 1',
        maxLength: 200,
        required: true,
        autoComplete: 'address-line1',
        wide: true,
      },
      {
        field: 'address_line2',
        label: 'Address line 2 (optional)',
        maxLength: 200,
        required: false,
        autoComplete: 'address-line2',
        wide: true,
      },
      { field: 'city', label: 'City', maxLength: 100, required: true, autoComplete: 'address-level2' },
      { field: 'state', label: 'State', maxLength: 100, required: true, autoComplete: 'address-level1' },
      {
        field: 'state_code',
        label: 'State code',
        hint: 'The GST state code: 27 Maharashtra, 29 Karnataka.',
        maxLength: 2,
        required: true,
        inputMode: 'numeric',
        autoComplete: 'off',
      },
      {
        field: 'pincode',
        label: 'PIN code',
        maxLength: 6,
        required: true,
        inputMode: 'numeric',
        autoComplete: 'postal-code',
      },
    ],
  },
  {
    legend: 'Customer support',
    fields: [
      {
        field: 'support_email',
        label: 'Support e-mail',
        maxLength: 320,
        required: true,
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
      },
      {
        field: 'support_phone',
        label: 'Support phone',
        maxLength: 21,
        required: true,
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
      },
    ],
  },
  {
    legend: 'Grievance officer',
    fields: [
      { field: 'grievance_officer_name', label: 'Grievance officer’s name', maxLength: 100, required: true },
      {
        field: 'grievance_officer_email',
        label: 'Grievance officer’s e-mail',
        maxLength: 320,
        required: true,
        type: 'email',
        inputMode: 'email',
      },
      {
        field: 'grievance_officer_phone',
        label: 'Grievance officer’s phone',
        maxLength: 21,
        required: true,
        type: 'tel',
        inputMode: 'tel',
      },
    ],
  },
];

/**
 * Every editable column of the seller's row with its label, checked as the database checks them
 * (`sellerProfileInputSchema`), then saved at once: the first invalid field gets the focus, a
 * refusal is shown under the form with nothing typed lost, a save says 'Seller details saved.'.
 */
export function SellerForm({ profile }: { profile: SellerProfile }) {
  const baseId = useId();
  const fieldId = (field: SellerField) => `${baseId}-${field}`;
  const errorId = useId();
  const form = useSellerForm(profile, (field) => document.getElementById(fieldId(field))?.focus());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <Form
      aria-label="Seller details"
      aria-describedby={form.serverError ? errorId : undefined}
      onSubmit={onSubmit}
      noValidate
    >
      {GROUPS.map((group) => (
        <FieldGroup key={group.legend}>
          <legend>{group.legend}</legend>
          <FieldGrid>
            {group.fields.map((spec) => (
              <FieldCell key={spec.field} $wide={spec.wide === true}>
                <TextField
                  id={fieldId(spec.field)}
                  name={spec.field}
                  label={spec.label}
                  value={form.values[spec.field]}
                  onChange={(value) => form.setField(spec.field, value)}
                  error={form.errors[spec.field]}
                  hint={spec.hint}
                  maxLength={spec.maxLength}
                  type={spec.type}
                  inputMode={spec.inputMode}
                  autoComplete={spec.autoComplete}
                  required={spec.required}
                  readOnly={form.busy}
                />
              </FieldCell>
            ))}
          </FieldGrid>
        </FieldGroup>
      ))}
      <RefusalAlert id={errorId} lead="The seller’s details were not saved:" message={form.serverError} />
      <FormActions busy={form.busy} status={form.saved ? 'Seller details saved.' : ''}>
        {profile.updated_at && (
          <Updated>
            Last changed <time dateTime={profile.updated_at}>{formatIndiaDateTime(profile.updated_at)}</time>
          </Updated>
        )}
      </FormActions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 880px;
`;

const Updated = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;
