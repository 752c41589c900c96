import { useId, useRef, useState } from 'react';
import { Button, Sheet, TextField } from 'shared';
import {
  ACCOUNT_DELETION_CONFIRMATION,
  ACCOUNT_DELETION_MESSAGES,
  deleteAccountInputSchema,
} from 'shared/contracts';
import styled from 'styled-components';
import { accountDeletionFailure, useDeleteAccount } from '../api/delete-my-account';

export const DELETE_ACCOUNT_TEXT = {
  title: 'Delete your account?',
  description: 'This cannot be undone.',
  fieldLabel: `Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm`,
  confirmButton: 'Delete account permanently',
  cancelButton: 'Cancel',
} as const;

/**
 * Asks the shopper to type DELETE, then calls `delete_my_account`. The field opens focused
 * (ADR 0012); a refusal is shown in the dialog (role=alert) with the typed text kept.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const deletion = useDeleteAccount();
  const formId = `delete-account-${useId()}`;

  // No closing halfway through: the answer decides where the shopper goes.
  const close = () => {
    if (!deletion.isPending) onClose();
  };

  const submit = () => {
    const input = deleteAccountInputSchema.safeParse({ confirmation: confirmation.trim() });
    setServerError(null);
    if (!input.success) {
      setFieldError(input.error.issues[0]?.message ?? ACCOUNT_DELETION_MESSAGES.confirm);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    deletion.mutate(input.data, { onError: (error) => setServerError(accountDeletionFailure(error)) });
  };

  return (
    <Sheet
      open
      onClose={close}
      title={DELETE_ACCOUNT_TEXT.title}
      description={DELETE_ACCOUNT_TEXT.description}
      size="sm"
      footer={
        <Actions>
          <Button variant="secondary" onClick={close} disabled={deletion.isPending}>
            {DELETE_ACCOUNT_TEXT.cancelButton}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={deletion.isPending}>
            {DELETE_ACCOUNT_TEXT.confirmButton}
          </Button>
        </Actions>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!deletion.isPending) submit();
        }}
      >
        <TextField
          label={DELETE_ACCOUNT_TEXT.fieldLabel}
          value={confirmation}
          onChange={(value) => {
            setConfirmation(value);
            setFieldError(null);
          }}
          error={fieldError}
          autoComplete="off"
          inputRef={inputRef}
        />
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
      </Form>
    </Sheet>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const ServerError = styled.p`
  margin: 0;
  padding: 12px 14px;
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii.md};
  background: rgba(255, 93, 93, 0.08);
  color: ${(p) => p.theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
