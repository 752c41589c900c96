import { useId, useState } from 'react';
import { Button, Sheet, TextField, TOAST, toast } from 'shared';
import { PROFILE_MESSAGES, validateNewEmail } from 'shared/contracts';
import styled from 'styled-components';
import { useRequestEmailChange } from '../api/request-email-change';
import { EMAIL_CHANGE_TEXT, emailChangeFailure } from '../lib/email-change';

export interface ChangeEmailDialogProps {
  currentEmail: string;
  onClose: () => void;
  /** Called after the auth service accepted the request (both confirmation mails are out). */
  onRequested: (newEmail: string) => void;
}

/**
 * Current e-mail read-only, new e-mail, Cancel and 'Request Email Change'
 * (docs/product.md#profile-and-pin-codes).
 */
export function ChangeEmailDialog({ currentEmail, onClose, onRequested }: ChangeEmailDialogProps) {
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const formId = `change-email-${useId()}`;

  const submit = () => {
    const problem = validateNewEmail(newEmail, currentEmail);
    if (problem) {
      setError(problem);
      const title =
        problem === PROFILE_MESSAGES.sameEmail
          ? EMAIL_CHANGE_TEXT.unchangedTitle
          : EMAIL_CHANGE_TEXT.invalidTitle;
      toast.error(title, problem);
      return;
    }
    setError(null);
    request.mutate(newEmail.trim(), {
      onSuccess: () => {
        toast.success(EMAIL_CHANGE_TEXT.sentTitle, EMAIL_CHANGE_TEXT.sentDescription, {
          duration: TOAST.emailChangeDurationMs,
        });
        onRequested(newEmail.trim());
        onClose();
      },
      onError: (err) => {
        const { title, message } = emailChangeFailure(err);
        setError(message);
        toast.error(title, message);
      },
    });
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title="Change Email"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={request.isPending}>
            {EMAIL_CHANGE_TEXT.requestButton}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label="Current Email" value={currentEmail} onChange={() => {}} readOnly type="email" />
        <TextField
          label="New Email"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(v) => {
            setNewEmail(v);
            setError(null);
          }}
          error={error}
          autoFocus
        />
      </Form>
    </Sheet>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
