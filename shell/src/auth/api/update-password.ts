import { getSupabase } from 'shared';
import { type AuthResult, failed, guard } from './result';

/** Whether the recovery link left a session (checked by the reset page after its wait). */
export async function hasSession(): Promise<boolean> {
  try {
    const { data } = await (await getSupabase()).auth.getSession();
    return data.session !== null;
  } catch {
    return false;
  }
}

/** Sets the new password of the signed-in (recovery) user; the payload is the password only. */
export function updatePassword(password: string): Promise<AuthResult> {
  return guard<void>(async () => {
    const { error } = await (await getSupabase()).auth.updateUser({ password });
    return error ? failed(error, 'update-password') : { ok: true, value: undefined };
  }, 'updatePasswordFailed');
}
