import { getSupabase } from 'shared';
import { type AuthResult, emailReturnUrl, failed, guard } from './result';

/** Sends the sign-up confirmation again (GoTrue allows one per address per 60 s). */
export function resendVerification(email: string): Promise<AuthResult> {
  return guard<void>(async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email: email.trim(),
      options: { emailRedirectTo: emailReturnUrl() },
    });
    return error ? failed(error, 'resend') : { ok: true, value: undefined };
  }, 'unexpected');
}
