import { useMutation } from '@tanstack/react-query';
import { getSupabase } from 'shared';

/** The auth service refused the change; `message`/`code` are its own (mapped for display). */
export class EmailChangeRequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'EmailChangeRequestError';
  }
}

/**
 * Auth's update of the user's e-mail (docs/product.md#profile-and-pin-codes). With secure e-mail
 * change both the old and the new address receive a link; the account shows `new_email` until both
 * are confirmed. The links return to the page the request was made from.
 */
export async function requestEmailChange(newEmail: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser(
    { email: newEmail.trim() },
    { emailRedirectTo: typeof window === 'undefined' ? undefined : window.location.href },
  );
  if (error) throw new EmailChangeRequestError(error.message, error.code);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
