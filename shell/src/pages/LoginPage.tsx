import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, usePageMeta, useSession } from 'shared';
import styled from 'styled-components';
import { redirectAfterSignIn } from '../auth/hooks/use-sign-in-redirect';
import { LOGIN_PATH } from '../auth/paths';
import { redirectTarget } from '../auth/redirect-target';

/**
 * /login: the login-gated routes' target. The login modal opens over the layout; the wanted
 * path comes from `location.state.from` (header, RequireAuth) or the session store (remotes).
 * Signing in leaves for it (or home); closing the modal goes back, or home without history.
 */
export function LoginPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  usePageMeta({ title: 'Login', description: 'Sign in to your GameGear India account.', noindex: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of /login
  useEffect(() => {
    const session = useSession.getState();
    const remembered = redirectTarget(state) ?? session.redirectPath ?? undefined;
    if (session.status === 'authenticated') {
      // Already signed in: nothing to gate.
      session.setRedirectPath(null);
      navigate(redirectAfterSignIn(remembered ?? null, LOGIN_PATH) ?? '/', { replace: true });
      return;
    }
    bus.emit('auth:login-required', { redirectTo: remembered });
  }, []);

  return (
    <Wrap>
      <h1>Login</h1>
      <p>Access your account</p>
    </Wrap>
  );
}

export const Wrap = styled.section`
  min-height: 50vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 8px;
  padding: 48px 24px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: clamp(24px, 4vw, 32px);
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
