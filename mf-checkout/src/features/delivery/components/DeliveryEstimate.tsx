import { type FormEvent, useId, useState } from 'react';
import { Button, TextField, useHydrated, useSession } from 'shared';
import {
  DELIVERY_MESSAGES,
  type DeliveryEstimateProps,
  deliveryEstimateText,
  isWellFormedPincode,
  PINCODE_DIGITS,
  PINCODE_MESSAGES,
} from 'shared/contracts';
import { useProfileQuery } from 'shared/kit';
import styled from 'styled-components';
import { useDeliveryEstimate } from '../api/delivery-estimate';
import { readStoredPin, storePin } from '../lib/pin-storage';

export type { DeliveryEstimateProps };

/**
 * 'Deliver to <PIN>' and 'Delivery by <weekday, d Month>' (India dates) or 'Not deliverable to
 * <PIN>' (docs/product.md#catalogue-and-search, "Delivery date"). The PIN is the signed-in
 * shopper's profile PIN, else the one the visitor typed (remembered in localStorage), else asked
 * for; 'Change' types another. Reads the session and storage, so it renders only after hydration.
 */
export function DeliveryEstimate({ variant = 'page' }: DeliveryEstimateProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <DeliveryEstimateBody variant={variant} />;
}

function DeliveryEstimateBody({ variant }: { variant: 'page' | 'compact' }) {
  const signedIn = useSession((s) => s.user !== null);
  const profile = useProfileQuery();
  const profilePin = signedIn ? (profile.data?.profile.address?.zip ?? '').trim() : '';
  const [storedPin] = useState<string | null>(readStoredPin);
  // A PIN typed here wins; then the profile's; then the one a visit before typed.
  const [typedPin, setTypedPin] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // A signed-in shopper's profile decides first: no question for the stored PIN meanwhile.
  const waitingForProfile = signedIn && typedPin === null && profile.isPending;
  const pincode =
    typedPin ?? (waitingForProfile ? null : isWellFormedPincode(profilePin) ? profilePin : storedPin);
  const estimate = useDeliveryEstimate(editing ? null : pincode);
  const headingId = useId();

  const showForm = editing || (pincode === null && !waitingForProfile);

  return (
    <Root aria-labelledby={headingId} data-testid="delivery-estimate" $compact={variant === 'compact'}>
      {/* In the cart's 'Price Details' panel (an h2) it is a sub-section. */}
      <Heading id={headingId} as={variant === 'compact' ? 'h3' : 'h2'}>
        Delivery
      </Heading>
      {showForm ? (
        <PinForm
          initial={pincode ?? ''}
          onCancel={pincode !== null && editing ? () => setEditing(false) : undefined}
          onSubmit={(pin) => {
            storePin(pin);
            setTypedPin(pin);
            setEditing(false);
          }}
        />
      ) : (
        pincode && (
          <DeliverTo>
            <span>
              Deliver to <strong>{pincode}</strong>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Change PIN code ${pincode}`}
            >
              Change
            </Button>
          </DeliverTo>
        )
      )}
      <Result role="status" aria-live="polite" data-testid="delivery-result">
        {waitingForProfile && DELIVERY_MESSAGES.checking}
        {!showForm && pincode && estimate.isPending && DELIVERY_MESSAGES.checking}
        {!showForm && estimate.data && (
          <ResultText $ok={estimate.data.deliverable}>{deliveryEstimateText(estimate.data)}</ResultText>
        )}
      </Result>
      {!showForm && estimate.isError && (
        <ErrorLine role="alert">
          {DELIVERY_MESSAGES.error}{' '}
          <Button variant="secondary" size="sm" onClick={() => estimate.refetch()}>
            Retry
          </Button>
        </ErrorLine>
      )}
    </Root>
  );
}

function PinForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: string;
  onSubmit: (pin: string) => void;
  onCancel?: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = value.trim();
    if (!isWellFormedPincode(pin)) {
      setError(PINCODE_MESSAGES.mustBeSixDigits);
      return;
    }
    setError(null);
    onSubmit(pin);
  };
  return (
    <Form onSubmit={submit} noValidate>
      <PinField
        label="PIN code for delivery"
        value={value}
        onChange={(v) => {
          setValue(v.replace(/\D/g, '').slice(0, PINCODE_DIGITS));
          setError(null);
        }}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PINCODE_DIGITS}
        hint={DELIVERY_MESSAGES.enterPin}
        error={error}
      />
      <FormButtons>
        <Button type="submit" size="sm">
          Check
        </Button>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </FormButtons>
    </Form>
  );
}

const Root = styled.section<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: ${(p) => (p.$compact ? '0' : '12px 16px')};
  border: ${(p) => (p.$compact ? 'none' : `1px solid ${p.theme.colors.border}`)};
  border-radius: ${(p) => p.theme.radii.md};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const DeliverTo = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
`;

const Result = styled.p`
  margin: 0;
  min-height: 1.4em;
  color: ${(p) => p.theme.colors.textMuted};
`;

const ResultText = styled.span<{ $ok: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$ok ? p.theme.colors.success : p.theme.colors.danger)};
`;

const ErrorLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
`;

const PinField = styled(TextField)`
  flex: 1 1 180px;
  max-width: 260px;
`;

const FormButtons = styled.div`
  display: flex;
  gap: 8px;
  padding-top: 26px;
  ${(p) => p.theme.media.mobile} {
    padding-top: 0;
  }
`;
