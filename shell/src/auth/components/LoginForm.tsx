import { type FormEvent, useState } from 'react';
import { Button, TextField, toast } from 'shared';
import { resendVerification } from '../api/resend';
import { signIn } from '../api/sign-in';
import { OAUTH_PROVIDER } from '../config';
import { authRules } from '../rules';
import { FormAlert } from './FormAlert';
import { OAuthButton } from './OAuthButton';
import { Divider, Form, LinkButton, Row } from './styles';

type LoginState = 'idle' | 'submitting' | 'resending';

export interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

/**
 * Login form (docs/product.md#identity-and-sign-in): idle, submitting, resending; 'Email not
 * confirmed' reveals Resend.
 */
export function LoginForm({ email, onEmailChange, onForgotPassword }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const [state, setState] = useState<LoginState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [canResend, setCanResend] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = authRules().validateLogin({ email, password });
    setError(invalid);
    if (invalid) return;
    setState('submitting');
    const result = await signIn(email, password);
    setState('idle');
    if (result.ok) {
      // Same id as the product page's sign-in toast (docs/product.md#catalogue-and-search), so one
      // sign-in shows one toast.
      toast.success('Logged in!', undefined, { id: 'logged-in' });
      return; // The modal closes when the session store reports the sign-in.
    }
    setError(result.message);
    setCanResend(result.notConfirmed);
    toast.error(result.kind === 'failed' ? 'Login Failed' : 'Login Error', result.message);
  };

  const resend = async () => {
    const invalid = authRules().validateResendEmail(email);
    setError(invalid);
    if (invalid) return;
    setState('resending');
    const result = await resendVerification(email);
    setState('idle');
    if (result.ok) {
      toast.success('Verification Email Resent', 'Verification email resent!', { duration: 7000 });
      return;
    }
    setError(result.message);
    toast.error(result.kind === 'failed' ? 'Resend Failed' : 'Resend Error', result.message);
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={state !== 'idle'}>
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
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormAlert message={error} />
      <Row>
        <LinkButton type="button" onClick={onForgotPassword}>
          Forgot password?
        </LinkButton>
        {canResend && (
          <LinkButton type="button" onClick={() => void resend()} disabled={state !== 'idle'}>
            {state === 'resending' ? 'Resending…' : 'Resend verification email'}
          </LinkButton>
        )}
      </Row>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={state === 'submitting'}
        disabled={state === 'resending'}
      >
        Login
      </Button>
      <Divider>or</Divider>
      <OAuthButton provider={OAUTH_PROVIDER} onError={setError} />
    </Form>
  );
}
