import type { Provider } from '@supabase/supabase-js';
import { useState } from 'react';
import { Button, toast } from 'shared';
import { signInWithProvider } from '../api/oauth';

const LABELS: Partial<Record<Provider, string>> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
};

/**
 * OAuth sign-in with the provider the caller chooses; the browser returns to the site origin.
 * A refusal from the server (e.g. 'provider is not enabled') is reported through `onError`.
 */
export function OAuthButton({
  provider,
  onError,
}: {
  provider: Provider;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const name = LABELS[provider] ?? provider;
  const start = async () => {
    setBusy(true);
    const result = await signInWithProvider(provider);
    if (!result.ok) {
      setBusy(false);
      onError(result.message);
      toast.error(result.kind === 'failed' ? 'Login Failed' : 'Login Error', result.message);
    }
    // On success the page is leaving for the provider: stay busy.
  };
  return (
    <Button variant="secondary" fullWidth loading={busy} onClick={() => void start()}>
      Continue with {name}
    </Button>
  );
}
