import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, type EventPayload, useSession } from 'shared';
import { justSignedOut } from './sign-out';

// Guests' first paint carries only this host; the modal's code loads on the first opening.
const AuthModal = lazy(() => import('./components/AuthModal'));

/** The latest 'auth:login-required' while the modal is open; false once closed. */
export type LoginRequest = EventPayload<'auth:login-required'> | false;

/**
 * Opens the login modal on 'auth:login-required' (any remote, the header's Login button, the
 * /login page). The modal itself remembers `redirectTo` or the current path: the less code
 * here, the less on every first paint (ADR 5). A request made by a page reacting to a sign-out
 * (see `sign-out.ts`) sends the shopper home instead, with nothing remembered.
 */
export function AuthModalHost() {
  const [request, setRequest] = useState<LoginRequest | null>(null);
  const navigate = useNavigate();
  // A layout effect: it subscribes before any child page's passive effect can emit.
  useLayoutEffect(
    () =>
      bus.on('auth:login-required', (next) => {
        if (!justSignedOut()) {
          setRequest(next);
          return;
        }
        useSession.getState().setRedirectPath(null);
        navigate('/', { replace: true });
      }),
    [navigate],
  );
  return (
    request !== null && (
      <Suspense fallback={null}>
        <AuthModal request={request} onClose={() => setRequest(false)} />
      </Suspense>
    )
  );
}
