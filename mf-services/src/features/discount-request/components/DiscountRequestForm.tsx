import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, bus, DISCOUNT_REQUEST, TextField, TOAST, toast, useSession } from 'shared';
import {
  DISCOUNT_REQUEST_FORM_DEFAULTS,
  type DiscountRequestFormValues,
  DISCOUNT_REQUEST_MESSAGES as M,
  validateDiscountRequestForm,
} from 'shared/contracts';
import { ProfileCard, Select, useProfileCard } from 'shared/kit';
import styled from 'styled-components';
import { FormCard, GuestProfileNote, RequestSuccessDialog, StepNumber } from '../../service-requests';
import { useDiscountRequest } from '../api/get-discount-request';
import { useSubmitDiscountRequest } from '../api/submit-discount-request';

export const DISCOUNT_NEW_PATH = '/product-discount-request/new';
export const DISCOUNT_HISTORY_PATH = '/product-discount-request/history';

const FIELD_ORDER = ['product_type', 'ecom_site', 'product_url', 'current_price'] as const;
const typeOptions = DISCOUNT_REQUEST.productTypes.map((t) => ({ value: t, label: t }));
const siteOptions = DISCOUNT_REQUEST.ecomSites.map((s) => ({ value: s, label: s }));

/**
 * The discount request form (docs/product.md#price-match-requests): 1 Product Information, 2 Your
 * Contact Information (the profile preview). Rules apply on change; without a profile address the
 * preview is scrolled to with 'Please complete your profile first.'.
 */
export function DiscountRequestForm() {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'authenticated');
  const profile = useProfileCard();
  const submit = useSubmitDiscountRequest();
  const [values, setValues] = useState<DiscountRequestFormValues>(DISCOUNT_REQUEST_FORM_DEFAULTS);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [profileError, setProfileError] = useState<string | null>(null);
  const [successId, setSuccessId] = useState<string | null>(null);
  // The new request read back (RLS: own rows) for the number the shopper reads and types.
  const made = useDiscountRequest(successId);
  const profileRef = useRef<HTMLElement>(null);

  const { errors } = useMemo(() => validateDiscountRequestForm(values), [values]);
  const shown = (key: keyof DiscountRequestFormValues) =>
    touched.has(key) || touched.has('*') ? (errors[key] ?? null) : null;

  function change(key: keyof DiscountRequestFormValues, value: string) {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => new Set(t).add(key));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    if (!signedIn) {
      bus.emit('auth:login-required', { redirectTo: DISCOUNT_NEW_PATH });
      return;
    }
    const result = validateDiscountRequestForm(values);
    if (!result.payload) {
      setTouched(new Set(['*']));
      const first = FIELD_ORDER.find((k) => errors[k]);
      requestAnimationFrame(() => {
        const el = first ? document.getElementById(`dr-${first}`) : null;
        el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        el?.focus({ preventScroll: true });
      });
      return;
    }
    if (profile.status !== 'success' || !profile.isComplete) {
      setProfileError(M.profileIncomplete);
      toast.error(M.profileIncomplete, undefined, { id: 'discount-profile' });
      const card = profileRef.current;
      card?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      card?.focus({ preventScroll: true });
      return;
    }
    setProfileError(null);
    submit.mutate(result.payload, {
      onSuccess: (requestId) => {
        toast.success(M.successTitle, M.successMessage, { duration: TOAST.requestSuccessDurationMs });
        setValues(DISCOUNT_REQUEST_FORM_DEFAULTS);
        setTouched(new Set());
        setSuccessId(requestId);
      },
      onError: (error) => toast.error(M.submitFailedTitle, error.message || M.submitFailed),
    });
  }

  return (
    <>
      <Form noValidate onSubmit={onSubmit} aria-label="Discount request">
        <FormCard aria-labelledby="dr-step-1">
          <h2 id="dr-step-1">
            <StepNumber>1</StepNumber> Product Information
          </h2>
          <Select
            id="dr-product_type"
            label="Product type"
            required
            placeholder="Select a product type"
            value={values.product_type}
            options={typeOptions}
            onChange={(v) => change('product_type', v)}
            error={shown('product_type')}
          />
          <Select
            id="dr-ecom_site"
            label="E-commerce site"
            required
            placeholder="Select the site"
            value={values.ecom_site}
            options={siteOptions}
            onChange={(v) => change('ecom_site', v)}
            error={shown('ecom_site')}
          />
          <TextField
            id="dr-product_url"
            label="Product URL"
            required
            type="url"
            inputMode="url"
            maxLength={2048}
            placeholder="https://www.flipkart.com/..."
            value={values.product_url}
            onChange={(v) => change('product_url', v)}
            error={shown('product_url')}
            hint="The link of the product page on the site you chose."
          />
          <TextField
            id="dr-current_price"
            label="Current price (₹)"
            required
            inputMode="decimal"
            maxLength={16}
            placeholder="e.g. 45999"
            value={values.current_price}
            onChange={(v) => change('current_price', v)}
            error={shown('current_price')}
            hint={`The price you see on the site (at least Rs. ${DISCOUNT_REQUEST.minPrice}).`}
          />
        </FormCard>
        <FormCard aria-labelledby="dr-step-2">
          <h2 id="dr-step-2">
            <StepNumber>2</StepNumber> Your Contact Information
          </h2>
          {signedIn ? (
            <ProfileCard
              state={profile}
              cardRef={profileRef}
              titleId="dr-profile-title"
              data-testid="service-profile-card"
            />
          ) : (
            <GuestProfileNote />
          )}
          {profileError && <Problem role="alert">{profileError}</Problem>}
          <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
            Submit Discount Request
          </Button>
        </FormCard>
      </Form>
      <RequestSuccessDialog
        requestId={successId}
        requestNumber={made.data?.display_number ?? null}
        title={M.successTitle}
        message="We will contact you via e-mail with our offer."
        onClose={() => {
          setSuccessId(null);
          navigate(`${DISCOUNT_HISTORY_PATH}?refresh=${Date.now()}`);
        }}
      />
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
`;
