import { LOGIN_PATH } from './paths';

/**
 * The wanted path carried in `location.state.from`, if it is a same-site path worth returning
 * to (never /login itself; '//host' would leave the site).
 */
export function redirectTarget(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from.startsWith(LOGIN_PATH) ? null : from;
}
