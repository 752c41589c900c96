import type { Provider } from '@supabase/supabase-js';
import { getSupabase } from 'shared';
import { ensureSessionSync } from '../../layout/session-sync';
import { type AuthResult, guard, siteOrigin } from './result';

/**
 * OAuth sign-in with the caller's provider, back to the site origin. supabase-js would send the
 * browser straight to /authorize, which shows a raw JSON page when the provider is not enabled;
 * so the URL is probed first (redirect: 'manual' sees a redirect as opaque) and only a
 * redirecting answer is followed; an error answer is returned for the form to show.
 */
export function signInWithProvider(provider: Provider): Promise<AuthResult> {
  return guard<void>(async () => {
    await ensureSessionSync();
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider,
      options: { redirectTo: siteOrigin(), skipBrowserRedirect: true },
    });
    if (error) return oauthFailure(error.message);
    const probe = await fetch(data.url, { redirect: 'manual', credentials: 'omit' });
    if (probe.type === 'opaqueredirect' || (probe.status >= 300 && probe.status < 400)) {
      window.location.assign(data.url);
      return { ok: true, value: undefined };
    }
    const body = (await probe.json().catch(() => ({}))) as {
      msg?: string;
      message?: string;
      error_description?: string;
    };
    return oauthFailure(body.msg ?? body.error_description ?? body.message ?? `HTTP ${probe.status}`);
  }, 'unexpected');
}

// The server's own words ('Unsupported provider: provider is not enabled') are the clearest.
const oauthFailure = (message: string): AuthResult => ({
  ok: false,
  kind: 'failed',
  message,
  notConfirmed: false,
});
