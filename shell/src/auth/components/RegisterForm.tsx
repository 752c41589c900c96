import { type FormEvent, useState } from 'react';
import { Button, TextField, toast, VisuallyHidden } from 'shared';
import { SELLER_MESSAGES } from 'shared/contracts';
import styled from 'styled-components';
import { signUp } from '../api/sign-up';
import { authRules } from '../rules';
import { FormAlert } from './FormAlert';
import { Form, Muted } from './styles';

export interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Confirmation mail sent: the modal shows 'Verify Your Email'. */
  onRegistered: (email: string) => void;
}

/** Sign-up with the name as user metadata; e-mail links return to the site origin. */
export function RegisterForm({ email, onEmailChange, onRegistered }: RegisterFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = authRules().validateRegister({ name, email, password, confirm });
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    const result = await signUp({ name, email, password });
    setSubmitting(false);
    if (!result.ok) {
      setError(result.message);
      toast.error(result.kind === 'failed' ? 'Registration Failed' : 'Registration Error', result.message);
      return;
    }
    // Without e-mail confirmation a session came back: the store's sign-in closes the modal.
    if (result.value.signedIn) return;
    toast.success('Registration Successful', 'Please check your email to confirm your account');
    onRegistered(email.trim());
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={submitting}>
      <TextField label="Full Name" autoComplete="name" value={name} onChange={setName} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={onEmailChange}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={authRules().AUTH_TEXT.passwordHint}
        value={password}
        onChange={setPassword}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        Register
      </Button>
      {/* The privacy notice (DPDP Act 2023): what and why, and how to ask for deletion; no consent box. */}
      <Notice id="register-privacy-notice">
        {SELLER_MESSAGES.signUpNotice}{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          {SELLER_MESSAGES.signUpNoticeLink}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Notice>
    </Form>
  );
}

const Notice = styled(Muted)`
  font-size: ${(p) => p.theme.fontSize.xs};
  line-height: 1.5;

  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;
