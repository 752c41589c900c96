import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { bus, type EventPayload } from 'shared';

// Guests' first paint carries only this host; the modal's code loads on the first opening.
const AuthModal = lazy(() => import('./components/AuthModal'));

/** The latest 'auth:login-required' while the modal is open; false once closed. */
export type LoginRequest = EventPayload<'auth:login-required'> | false;

/**
 * Opens the login modal on 'auth:login-required' (any remote, the header's Login button, the
 * /login page). The modal itself remembers `redirectTo` or the current path: the less code
 * here, the less on every first paint (ADR 5).
 */
export function AuthModalHost() {
  const [request, setRequest] = useState<LoginRequest | null>(null);
  // A layout effect: it subscribes before any child page's passive effect can emit.
  useLayoutEffect(() => bus.on('auth:login-required', setRequest), []);
  return (
    request !== null && (
      <Suspense fallback={null}>
        <AuthModal request={request} onClose={() => setRequest(false)} />
      </Suspense>
    )
  );
}
