import { getSupabase } from 'shared';
import { ensureSessionSync } from '../../layout/session-sync';
import { type AuthResult, failed, guard } from './result';

/** Password sign-in; the session store follows through `onAuthStateChange`. */
export function signIn(email: string, password: string): Promise<AuthResult> {
  return guard<void>(async () => {
    await ensureSessionSync();
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    return error ? failed(error, 'login') : { ok: true, value: undefined };
  }, 'unexpected');
}
