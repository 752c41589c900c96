/**
 * Auth form rules, the auth texts of docs/product.md#identity-and-sign-in and the GoTrue error
 * mapping (`rules-module.ts`).
 * `shared` is one federation chunk on every first paint, and guests rarely open the sign-in
 * UI, so the rules sit behind a dynamic import (~0.7 KiB gzip off the home page, ADR 5).
 */
import type * as Rules from './rules-module';

export type AuthRules = typeof Rules;
export type { AuthErrorContext, AuthErrorLike, MappedAuthError } from './map-error';

export function loadAuthRules(): Promise<AuthRules> {
  return import('./rules-module');
}
