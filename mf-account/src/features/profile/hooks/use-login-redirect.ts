import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from 'shared';

/** Remember the current path under the redirect-after-login key, then go to /login. */
export function useLoginRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const here = `${location.pathname}${location.search}${location.hash}`;
    useSession.getState().setRedirectPath(here.startsWith('/login') ? '/' : here);
    navigate('/login');
  }, [navigate, location]);
}
