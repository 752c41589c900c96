import { Button, TextField, VisuallyHidden } from 'shared';
import { PROFILE_LIMITS } from 'shared/contracts';
import styled from 'styled-components';
import type { ProfileInput } from '../api/upsert-profile';
import type { FieldKey, PincodeStatus } from '../hooks/use-profile-form';
import { EMAIL_CHANGE_TEXT } from '../lib/email-change';

export interface ProfileFieldsProps {
  idPrefix: string;
  values: ProfileInput;
  email: string;
  emailPending: boolean;
  onChange: (key: FieldKey, value: string) => void;
  onChangeEmail: () => void;
  pincode: PincodeStatus;
  /** A failed save check, shown on its field. */
  fieldError: { field: FieldKey | null; message: string } | null;
  disabled?: boolean;
}

export const fieldId = (prefix: string, key: FieldKey | 'email') => `${prefix}-${key}`;

/**
 * The two groups of fields (docs/product.md#profile-and-pin-codes), each text field with its
 * character counter.
 */
export function ProfileFields({
  idPrefix,
  values,
  email,
  emailPending,
  onChange,
  onChangeEmail,
  pincode,
  fieldError,
  disabled,
}: ProfileFieldsProps) {
  const errorFor = (key: FieldKey) => (fieldError?.field === key ? fieldError.message : undefined);
  const text = (key: FieldKey, label: string, value: string, extra: { autoComplete?: string } = {}) => (
    <TextField
      id={fieldId(idPrefix, key)}
      label={label}
      value={value}
      onChange={(v) => onChange(key, v)}
      maxLength={PROFILE_LIMITS.text}
      showCounter
      disabled={disabled}
      error={errorFor(key)}
      {...extra}
    />
  );
  const { address: a } = values;

  return (
    <>
      <Group>
        <Legend>Personal Information</Legend>
        <Grid>
          {text('name', 'Full Name', values.name, { autoComplete: 'name' })}
          <TextField
            id={fieldId(idPrefix, 'email')}
            label="Email"
            type="email"
            value={email}
            onChange={() => {}}
            readOnly
            hint={emailPending ? EMAIL_CHANGE_TEXT.pending : undefined}
            endAdornment={
              <Button variant="secondary" size="sm" onClick={onChangeEmail} disabled={disabled}>
                {/* Named 'Edit email': the visible word starts the name (WCAG 2.5.3). */}
                Edit<VisuallyHidden> email</VisuallyHidden>
              </Button>
            }
          />
          <TextField
            id={fieldId(idPrefix, 'phone')}
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.phone}
            onChange={(v) => onChange('phone', v)}
            maxLength={PROFILE_LIMITS.phone}
            showCounter
            disabled={disabled}
            error={errorFor('phone')}
          />
        </Grid>
      </Group>
      <Group>
        <Legend>Shipping &amp; Billing Address</Legend>
        <Grid>
          <Wide>{text('line1', 'Address Line 1', a.line1, { autoComplete: 'address-line1' })}</Wide>
          <Wide>
            {text('line2', 'Address Line 2 (optional)', a.line2, { autoComplete: 'address-line2' })}
          </Wide>
          <div>
            <TextField
              id={fieldId(idPrefix, 'zip')}
              label="PIN Code"
              inputMode="numeric"
              autoComplete="postal-code"
              value={a.zip}
              onChange={(v) => onChange('zip', v)}
              maxLength={PROFILE_LIMITS.zip}
              showCounter
              disabled={disabled}
              hint={pincodeHint(pincode)}
              error={errorFor('zip') ?? pincodeError(pincode)}
            />
            {pincode.kind === 'validated' && !pincode.serviceable && (
              <Note role="status" data-testid="pincode-service-note">
                {pincode.note}
              </Note>
            )}
          </div>
          {text('city', 'City', a.city, { autoComplete: 'address-level2' })}
          {text('state', 'State/Province', a.state, { autoComplete: 'address-level1' })}
          {text('country', 'Country', a.country, { autoComplete: 'country-name' })}
        </Grid>
      </Group>
    </>
  );
}

function pincodeHint(status: PincodeStatus): string | undefined {
  if (status.kind === 'checking') return 'Checking pincode…';
  if (status.kind === 'validated') return 'Pincode validated';
  return undefined;
}

function pincodeError(status: PincodeStatus): string | null {
  return status.kind === 'invalid' || status.kind === 'failed' ? status.message : null;
}

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 16px;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 12px;
  font-weight: 700;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 4px 16px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Note = styled.p`
  margin: 4px 0 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.warning};
`;
