import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from 'shared';
import { LOGIN_PATH } from '../paths';

/**
 * Where to go after signing in (docs/product.md#identity-and-sign-in): the remembered path if it
 * differs from the current one; from /login, home when nothing else is remembered; otherwise stay.
 */
export function redirectAfterSignIn(remembered: string | null, pathname: string, search = ''): string | null {
  const onLogin = pathname === LOGIN_PATH;
  const usable = remembered && !remembered.startsWith(LOGIN_PATH) ? remembered : null;
  if (usable && usable !== pathname + search) return usable;
  return onLogin ? '/' : null;
}

/**
 * Signed in (the session store turned authenticated): close the modal, go to the remembered
 * path, forget it. Profile data refreshes through the same store change in the remotes.
 */
export function useSignInRedirect(close: () => void): void {
  const status = useSession((s) => s.status);
  const navigate = useNavigate();
  const location = useLocation();
  const previous = useRef(status);
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status !== 'authenticated' || was === 'authenticated') return;
    close();
    const { redirectPath, setRedirectPath } = useSession.getState();
    setRedirectPath(null);
    const { pathname, search } = here.current;
    const target = redirectAfterSignIn(redirectPath, pathname, search);
    // Replacing /login keeps Back from reopening the login gate.
    if (target) navigate(target, { replace: pathname === LOGIN_PATH });
  }, [status, close, navigate]);
}
