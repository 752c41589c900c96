import { type FormEvent, useState } from 'react';
import { Button, TextField, toast } from 'shared';
import { requestPasswordReset } from '../api/request-reset';
import { authRules } from '../rules';
import { FormAlert } from './FormAlert';
import { Form, Muted } from './styles';

type ResetState = 'idle' | 'sending' | 'sent';

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** Password reset request: idle, sending, sent (docs/product.md#identity-and-sign-in). */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const [state, setState] = useState<ResetState>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = authRules().validateEmailHasAt(email);
    setError(invalid);
    if (invalid) {
      toast.error('Invalid Email', invalid);
      return;
    }
    setState('sending');
    const result = await requestPasswordReset(email);
    if (result.ok) {
      setState('sent');
      toast.success('Password reset email sent!');
      return;
    }
    setState('idle');
    setError(result.message);
    toast.error(result.kind === 'failed' ? 'Reset Failed' : 'Error', result.message);
  };

  if (state === 'sent') {
    return (
      <Form as="div" role="status">
        <strong>Reset email sent!</strong>
        <Muted>Check your inbox/spam.</Muted>
        <Button size="lg" fullWidth onClick={onBack} autoFocus>
          Back to Login
        </Button>
      </Form>
    );
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={state === 'sending'}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={onEmailChange}
        autoFocus
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" fullWidth loading={state === 'sending'}>
        Send Reset Link
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        Back to Login
      </Button>
    </Form>
  );
}
