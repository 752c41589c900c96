import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, ErrorBox, Spinner } from 'shared';
import { isProfileCardComplete, PROFILE_MESSAGES } from 'shared/contracts';
import styled from 'styled-components';
import { type FieldKey, useProfileForm } from '../hooks/use-profile-form';
import { EMAIL_CHANGE_TEXT } from '../lib/email-change';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { fieldId, ProfileFields } from './ProfileFields';

export interface ProfileEditorProps {
  /** Places the form body and its action row: inside a Sheet, or inline on the page. */
  frame: (parts: { body: ReactNode; footer: ReactNode }) => ReactNode;
  /** Cancel: the dialog closes; the page resets the form when omitted. */
  onCancel?: () => void;
  onSaved?: () => void;
  /** The session turned out to be gone (expired token): the caller sends the user to log in. */
  onNotAuthenticated?: () => void;
}

const FIELD_ORDER: FieldKey[] = ['name', 'phone', 'line1', 'zip', 'city', 'state', 'country'];

/** The profile form with its loading, error, banner and e-mail change states (dialog and page). */
export function ProfileEditor({ frame, onCancel, onSaved, onNotAuthenticated }: ProfileEditorProps) {
  const form = useProfileForm({ onSaved });
  const { query, values, formError } = form;
  const idPrefix = `profile-${useId()}`;
  const bodyRef = useRef<HTMLDivElement>(null);
  const [changingEmail, setChangingEmail] = useState(false);
  // Local to this opening of the form: closing the dialog unmounts it, clearing the flag.
  const [pendingSince, setPendingSince] = useState<number | null>(null);

  const notAuthenticated = query.error?.message === PROFILE_MESSAGES.notAuthenticated;
  useEffect(() => {
    if (notAuthenticated) onNotAuthenticated?.();
  }, [notAuthenticated, onNotAuthenticated]);

  // Resolved: a load after the request shows no change waiting any more (both links confirmed).
  useEffect(() => {
    if (pendingSince !== null && query.dataUpdatedAt > pendingSince && form.serverPendingEmail === null) {
      setPendingSince(null);
    }
  }, [pendingSince, query.dataUpdatedAt, form.serverPendingEmail]);
  const emailPending = pendingSince !== null;

  // A failed save check moves focus to its field.
  useEffect(() => {
    if (formError?.field) document.getElementById(fieldId(idPrefix, formError.field))?.focus();
  }, [formError, idPrefix]);

  const focusFirstMissing = () => {
    const missing = FIELD_ORDER.find((key) => {
      const value = key === 'name' || key === 'phone' ? values[key] : values.address[key];
      return value.trim() === '';
    });
    document.getElementById(fieldId(idPrefix, missing ?? 'name'))?.focus();
  };

  const loadedProfile = query.data?.profile;
  let body: ReactNode;
  if (!query.data && query.isError) {
    body = (
      <ErrorBox
        title="Profile"
        message={PROFILE_MESSAGES.loadError}
        onRetry={() => void query.refetch()}
        retryLabel="Try Again"
      />
    );
  } else if (!query.data) {
    body = (
      <Center role="status">
        <Spinner decorative />
        <span>{PROFILE_MESSAGES.loading}</span>
      </Center>
    );
  } else {
    body = (
      <div ref={bodyRef}>
        {loadedProfile && !isProfileCardComplete(loadedProfile) && (
          <Banner type="button" onClick={focusFirstMissing}>
            {PROFILE_MESSAGES.completeBanner}
          </Banner>
        )}
        <ProfileFields
          idPrefix={idPrefix}
          values={values}
          email={form.email}
          emailPending={emailPending}
          onChange={form.setField}
          onChangeEmail={() => setChangingEmail(true)}
          pincode={form.pincode}
          fieldError={formError}
          disabled={form.saving}
        />
        {formError && !formError.field && <FormAlert role="alert">{formError.message}</FormAlert>}
        {changingEmail && (
          <ChangeEmailDialog
            currentEmail={form.email}
            onClose={() => setChangingEmail(false)}
            onRequested={() => {
              setPendingSince(Date.now());
              // Reload the account: it now carries the pending address (new_email).
              void query.refetch();
            }}
          />
        )}
      </div>
    );
  }

  const ready = Boolean(query.data);
  const footer = (
    <>
      <Button
        variant="secondary"
        onClick={() => void form.refresh()}
        loading={query.isFetching && !form.saving}
        disabled={form.saving}
      >
        Refresh
      </Button>
      <Spacer />
      <Button variant="ghost" onClick={onCancel ?? form.reset} disabled={form.saving}>
        Cancel
      </Button>
      <Button onClick={() => void form.save()} loading={form.saving} disabled={!ready || emailPending}>
        {emailPending ? EMAIL_CHANGE_TEXT.confirmButton : 'Save'}
      </Button>
    </>
  );

  return frame({ body, footer });
}

const Center = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 32px 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Banner = styled.button`
  display: block;
  width: 100%;
  margin: 0 0 16px;
  padding: 10px 14px;
  text-align: left;
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.text};
  background: rgba(255, 176, 32, 0.1);
  border: 1px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

const FormAlert = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Spacer = styled.span`
  flex: 1;
`;
