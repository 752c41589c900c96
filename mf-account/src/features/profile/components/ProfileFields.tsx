import { Button, TextField, VisuallyHidden } from 'shared';
import {
  PROFILE_COUNTRY,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfileTextField,
  profileTextLength,
  textLengthProblem,
} from 'shared/contracts';
import { Select } from 'shared/kit';
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
 * character counter. A text field holds whatever is typed or pasted: past 50 characters its
 * counter turns red and its message says by how much (Save refuses it), nothing is cut.
 * Country is a select of India alone (preselected); a country saved before stays as a second
 * option, selected, until India is chosen.
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
  const text = (key: ProfileTextField, label: string, value: string, autoComplete: string) => (
    <TextField
      id={fieldId(idPrefix, key)}
      label={label}
      value={value}
      onChange={(v) => onChange(key, v)}
      maxLength={PROFILE_LIMITS.text}
      enforceMaxLength={false}
      countLength={profileTextLength}
      showCounter
      disabled={disabled}
      // Live while over the limit; the save check's message is the same text.
      error={errorFor(key) ?? textLengthProblem(key, value)}
      autoComplete={autoComplete}
    />
  );
  const { address: a } = values;
  const countryOptions = [
    PROFILE_COUNTRY,
    ...(a.country && a.country !== PROFILE_COUNTRY ? [a.country] : []),
  ].map((value) => ({ value, label: value }));

  return (
    <>
      <Group>
        <Legend>Personal Information</Legend>
        <Grid>
          {text('name', 'Full Name', values.name, 'name')}
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
          <Wide>{text('line1', 'Address Line 1', a.line1, 'address-line1')}</Wide>
          <Wide>{text('line2', 'Address Line 2 (optional)', a.line2, 'address-line2')}</Wide>
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
          {text('city', 'City', a.city, 'address-level2')}
          {text('state', 'State/Province', a.state, 'address-level1')}
          <Select
            id={fieldId(idPrefix, 'country')}
            label="Country"
            value={a.country || PROFILE_COUNTRY}
            onChange={(v) => onChange('country', v)}
            options={countryOptions}
            hint={PROFILE_MESSAGES.countryHint}
            disabled={disabled}
            error={errorFor('country')}
          />
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
