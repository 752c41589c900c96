import { type FormEvent, use, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Spinner, TextField, toast } from 'shared';
import { updatePassword } from '../api/update-password';
import { useRecoverySession } from '../hooks/use-recovery-session';
import { authRulesReady } from '../rules';
import { FormAlert } from './FormAlert';
import { Form, Muted } from './styles';

/** New password and confirmation for the recovery session; home 300 ms after success. */
export function ResetPasswordForm() {
  const { AUTH_LIMITS, AUTH_TEXT, validateNewPassword } = use(authRulesReady);
  const recovery = useRecoverySession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (recovery === 'checking') return <Spinner label="Checking your reset link" />;
  if (recovery === 'invalid') return <FormAlert message={AUTH_TEXT.invalidRecovery} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewPassword(password, confirm);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    const result = await updatePassword(password);
    if (!result.ok) {
      setSaving(false);
      setError(result.message);
      toast.error('Password Update Failed', result.message);
      return;
    }
    setDone(true);
    toast.success('Password updated');
    window.setTimeout(() => navigate('/', { replace: true }), AUTH_LIMITS.redirectAfterPasswordChangeMs);
  };

  if (done) return <Muted role="status">Password updated. Taking you home…</Muted>;
  return (
    <Form noValidate onSubmit={submit} aria-busy={saving}>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint={AUTH_TEXT.passwordHint}
        value={password}
        onChange={setPassword}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" fullWidth loading={saving}>
        Update Password
      </Button>
    </Form>
  );
}
