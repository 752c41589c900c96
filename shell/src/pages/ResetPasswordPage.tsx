import { Link } from 'react-router-dom';
import { usePageMeta } from 'shared';
import styled from 'styled-components';
import { Logo } from '../layout/header/Logo';

/**
 * /reset-password: target of the password-reset e-mail, outside the main layout (spec). The
 * form is a later issue; this page already stands alone with the brand and a way home.
 */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password', noindex: true });
  return (
    <Screen>
      <Logo />
      <Card aria-labelledby="reset-title">
        <h1 id="reset-title">Reset Password</h1>
        <p>Choose a new password for your account.</p>
      </Card>
      <Link to="/">Back to the store</Link>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 24px;
  padding: 24px;
`;

const Card = styled.section`
  width: min(420px, calc(100vw - 32px));
  padding: 28px 24px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  text-align: center;

  h1 {
    margin: 0 0 8px;
    font-size: 26px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
