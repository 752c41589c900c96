import { getSupabase } from 'shared';
import { ensureSessionSync } from '../../layout/session-sync';
import { authRulesReady } from '../rules';
import { type AuthResult, emailReturnUrl, failed, guard } from './result';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** `signedIn`: the project does not require confirmation and a session came back at once. */
export function signUp({ name, email, password }: SignUpInput): Promise<AuthResult<{ signedIn: boolean }>> {
  return guard<{ signedIn: boolean }>(async () => {
    await ensureSessionSync();
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signUp({
      email: email.trim(),
      password,
      options: { data: { name: name.trim() }, emailRedirectTo: emailReturnUrl() },
    });
    if (error) return failed(error, 'register');
    const { AUTH_TEXT, isExistingAccountSignUp } = await authRulesReady;
    if (isExistingAccountSignUp(data.user)) return failed({ message: AUTH_TEXT.accountExists }, 'register');
    return { ok: true, value: { signedIn: data.session !== null } };
  }, 'unexpected');
}
