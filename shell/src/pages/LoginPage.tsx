import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from 'shared';
import styled from 'styled-components';
import { ensureSessionSync } from '../layout/session-sync';

/** /login: the guest redirect target. The login dialog itself is a later issue. */
export function LoginPage() {
  // Sign-in happens here: follow auth changes from now on.
  useEffect(() => {
    void ensureSessionSync();
  }, []);
  usePageMeta({ title: 'Login', description: 'Sign in to your GameGear India account.', noindex: true });
  return (
    <Wrap>
      <h1>Login</h1>
      <p>Access your account</p>
      <Link to="/">Continue shopping</Link>
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
