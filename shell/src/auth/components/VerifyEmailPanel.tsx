import { useState } from 'react';
import { Button, toast } from 'shared';
import { resendVerification } from '../api/resend';
import { useCountdown } from '../hooks/use-countdown';
import { authRules } from '../rules';
import { FormAlert } from './FormAlert';
import { Form, Muted } from './styles';

/** 'Verify Your Email': the address, a 60 s countdown, then Resend (which restarts it). */
export function VerifyEmailPanel({ email, onClose }: { email: string; onClose: () => void }) {
  const { left, restart } = useCountdown(authRules().AUTH_LIMITS.resendCooldownSeconds);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    const invalid = authRules().validateEmailHasAt(email);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    const result = await resendVerification(email);
    setSending(false);
    if (result.ok) {
      restart();
      toast.success('Verification Email Resent', 'Verification email resent!', { duration: 7000 });
      return;
    }
    setError(result.message);
    toast.error(result.kind === 'failed' ? 'Resend Failed' : 'Resend Error', result.message);
  };

  return (
    <Form as="div">
      <Muted>We sent a confirmation link to</Muted>
      <strong data-testid="verify-email">{email}</strong>
      <FormAlert message={error} />
      <Button
        variant="secondary"
        fullWidth
        loading={sending}
        disabled={left > 0}
        onClick={() => void resend()}
        aria-describedby={left > 0 ? 'verify-countdown' : undefined}
      >
        Resend Email
      </Button>
      {left > 0 && (
        // Not a live region: a change every second would flood screen readers.
        <Muted id="verify-countdown">You can resend in {left}s</Muted>
      )}
      <Button size="lg" fullWidth onClick={onClose} autoFocus>
        Close
      </Button>
    </Form>
  );
}
