import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from 'shared';
import { LOGIN_PATH } from './paths';
import { justSignedOut } from './sign-out';

/**
 * Login-gated route (docs/product.md#roles-and-access): a guest goes to /login with the target
 * remembered, and lands on it after signing in; a shopper who signs out here goes home, remembering
 * nothing (signing out forgets the path: docs/product.md#identity-and-sign-in). Nothing renders
 * while the session is still being read. (An effect rather than <Navigate>: that component would
 * add to the first-load router bundle, ADR 5.)
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const guest = status === 'anonymous';
  useEffect(() => {
    if (!guest) return;
    if (justSignedOut()) navigate('/', { replace: true });
    else navigate(LOGIN_PATH, { replace: true, state: { from: pathname + search } });
  }, [guest, navigate, pathname, search]);
  return status === 'authenticated' ? children : null;
}
