import { getSupabase, useSession } from 'shared';
import { useLoadingFlags } from './loading-flags';
import { requestOverlayFeatured } from './overlay/featured-preload';
import { preloadLoadingOverlay } from './overlay/LoadingOverlayGate';

/**
 * Keeps the shared session store (`useSession`) in step with Supabase Auth, so the header can
 * show the account panel or the Login button.
 *
 * First-load cost: supabase-js is the largest shared dependency, and a guest's first paint needs
 * none of it. supabase-js keeps a signed-in session in localStorage under `sb-<ref>-auth-token`;
 * when no such key exists and the address carries no auth callback, the visitor is a guest and
 * the client is not loaded until something needs it (`ensureSessionSync`, e.g. the login page,
 * or another tab signing in).
 */
const AUTH_KEY = /^sb-.+-auth-token$/;
const AUTH_CALLBACK = /(^|[#&?])(access_token|refresh_token|code|token_hash|error_description)=/;

function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      if (AUTH_KEY.test(window.localStorage.key(i) ?? '')) return true;
    }
    return false;
  } catch {
    return true; // Storage unreadable: ask the client.
  }
}

function hasAuthCallback(): boolean {
  return AUTH_CALLBACK.test(window.location.hash) || AUTH_CALLBACK.test(window.location.search);
}

let syncing: Promise<void> | null = null;

/** Loads the client (once), reads the session and follows every auth change. Idempotent. */
export function ensureSessionSync(): Promise<void> {
  // The listener module loads beside the client, so it adds no round trip.
  syncing ??= Promise.all([import('./session-listener'), getSupabase()])
    .then(([{ follow }, supabase]) => follow(supabase))
    .catch((error: unknown) => {
      syncing = null;
      console.error('Could not read the session', error);
      if (useSession.getState().status === 'loading') useSession.getState().setSession(null);
    });
  return syncing;
}

/**
 * Settles a guest's session without the client: no stored session and no auth callback in the
 * address. The bootstrap calls it before the first render, so a guest's header shows Login in
 * the first paint instead of a placeholder that Login then resizes (a layout shift). Idempotent.
 * With an auth callback the auth loading overlay is about to open (startSessionSync): its code
 * and its featured products are requested now, before any page query starts waiting on the session.
 */
export function settleGuestSession(): void {
  if (hasAuthCallback()) {
    void preloadLoadingOverlay().catch(() => {});
    requestOverlayFeatured();
  } else if (!hasStoredSession()) markGuest();
}

function markGuest(): void {
  if (useSession.getState().status === 'loading') useSession.getState().setSession(null);
}

/** Starts the sync at app start; returns a clean-up for the storage listener. */
export function startSessionSync(): () => void {
  if (hasAuthCallback()) {
    // Back from an e-mail link or a provider: the auth loading overlay (with the featured carousel,
    // docs/product.md#common-rules) covers the moment the session from the address is read.
    const { setFlag } = useLoadingFlags.getState();
    void preloadLoadingOverlay().catch(() => {});
    requestOverlayFeatured();
    setFlag('auth', true);
    void ensureSessionSync().finally(() => setFlag('auth', false));
    return () => {};
  }
  if (hasStoredSession()) {
    void ensureSessionSync();
    return () => {};
  }
  markGuest();
  // Another tab signed in: its token shows up in localStorage.
  const onStorage = (event: StorageEvent) => {
    if (event.key && AUTH_KEY.test(event.key)) void ensureSessionSync();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Tests only. */
export function resetSessionSyncForTests(): void {
  syncing = null;
}
