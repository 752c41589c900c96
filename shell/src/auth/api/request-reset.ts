import { getSupabase } from 'shared';
import { RESET_PASSWORD_PATH } from '../paths';
import { type AuthResult, failed, guard, siteOrigin } from './result';

/** Mails a recovery link that lands on /reset-password signed in (docs/product.md#identity-and-sign-in). */
export function requestPasswordReset(email: string): Promise<AuthResult> {
  return guard<void>(async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${siteOrigin()}${RESET_PASSWORD_PATH}`,
    });
    return error ? failed(error, 'reset') : { ok: true, value: undefined };
  }, 'unexpected');
}
