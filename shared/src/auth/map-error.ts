import { AUTH_TEXT as T } from './messages';

export type AuthErrorContext = 'login' | 'register' | 'resend' | 'reset' | 'update-password';

/** The fields of supabase-js's AuthError the mapping reads (also fits plain objects). */
export interface AuthErrorLike {
  message?: string;
  status?: number;
  code?: string;
}

export interface MappedAuthError {
  message: string;
  /** Login failed because the address is unconfirmed: the form reveals 'Resend verification'. */
  notConfirmed: boolean;
}

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/**
 * The sign-in error texts (docs/product.md#identity-and-sign-in) for an error answered by
 * GoTrue. Thrown exceptions are not mapped here: the caller shows its 'Error' toast and
 * `T.unexpected` (reset) or the context's fallback.
 */
export function mapAuthError(
  error: AuthErrorLike | null | undefined,
  context: AuthErrorContext,
): MappedAuthError {
  const raw = error?.message?.trim() ?? '';
  const code = error?.code ?? '';
  const result = (message: string, notConfirmed = false) => ({ message, notConfirmed });

  if (context === 'reset') {
    if (has(raw, 'security')) return result(T.resetTooMany);
    return result(raw || T.resetFailed);
  }
  if (context === 'update-password') return result(raw || T.updatePasswordFailed);

  if (code === 'email_not_confirmed' || has(raw, 'email not confirmed')) return result(T.notConfirmed, true);
  if (code === 'invalid_credentials' || has(raw, 'invalid login credentials'))
    return result(T.invalidCredentials);
  if (code === 'user_already_exists' || has(raw, 'already registered')) return result(T.accountExists);
  if (has(raw, 'for security purposes') || error?.status === 429) return result(T.tooManyRequests);
  if (error?.status === 422) return result(T.invalidData);
  return result(raw || T.unexpected);
}

/**
 * GoTrue answers a repeat sign-up of a confirmed address with 200 and a user whose `identities`
 * is empty (so addresses cannot be probed); the UI must still say the account exists.
 */
export function isExistingAccountSignUp(user: { identities?: unknown[] | null } | null | undefined): boolean {
  return Array.isArray(user?.identities) && user.identities.length === 0;
}
