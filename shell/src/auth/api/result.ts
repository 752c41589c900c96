import { type AuthErrorContext, type AuthErrorLike, type AuthRules, useSession } from 'shared';
import { LOGIN_PATH } from '../paths';
import { authRulesReady } from '../rules';

/**
 * Outcome of one auth call. `failed`: the service answered an error (toast '... Failed');
 * `error`: the call threw (network, chunk load; toast '... Error').
 */
export type AuthResult<T = void> =
  | { ok: true; value: T }
  | { ok: false; kind: 'failed' | 'error'; message: string; notConfirmed: boolean };

export async function failed(error: AuthErrorLike, context: AuthErrorContext): Promise<AuthResult<never>> {
  const { mapAuthError } = await authRulesReady;
  return { ok: false, kind: 'failed', ...mapAuthError(error, context) };
}

type AuthTextKey = keyof AuthRules['AUTH_TEXT'];

/** Runs `call`, turning a thrown exception into an `error` result with the `fallback` text. */
export async function guard<T>(
  call: () => Promise<AuthResult<T>>,
  fallback: AuthTextKey,
): Promise<AuthResult<T>> {
  try {
    return await call();
  } catch (error) {
    console.error('Auth call failed', error);
    const message = await authRulesReady.then(
      (rules) => rules.AUTH_TEXT[fallback],
      () => 'Unexpected error.',
    );
    return { ok: false, kind: 'error', message, notConfirmed: false };
  }
}

/** Where e-mail links and OAuth return to: this site's origin (docs/product.md#identity-and-sign-in). */
export const siteOrigin = (): string => window.location.origin;

/**
 * Where a sign-up's confirmation link returns: the page the sign-up started from (the path the
 * login modal remembered, e.g. the product whose Add to Cart asked for it), else the site.
 * Hosted projects must allow `<site>/**` as a redirect URL (the local stack does).
 */
export function emailReturnUrl(): string {
  const path = useSession.getState().redirectPath;
  const usable = path?.startsWith('/') && !path.startsWith('//') && !path.startsWith(LOGIN_PATH);
  return usable && path !== '/' ? `${siteOrigin()}${path}` : siteOrigin();
}
