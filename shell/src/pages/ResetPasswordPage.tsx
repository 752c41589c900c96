import { Link } from 'react-router-dom';
import { usePageMeta } from 'shared';
import styled from 'styled-components';
import { ResetPasswordForm } from '../auth/components/ResetPasswordForm';
import { Logo } from '../layout/header/Logo';

/**
 * /reset-password: target of the password-reset e-mail, outside the main layout
 * (docs/product.md#identity-and-sign-in).
 */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password', noindex: true });
  return (
    <Screen>
      <Logo />
      <Card aria-labelledby="reset-title">
        <h1 id="reset-title">Reset Password</h1>
        <p>Choose a new password for your account.</p>
        <ResetPasswordForm />
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
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: min(420px, calc(100vw - 32px));
  padding: 28px 24px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};

  h1 {
    margin: 0;
    font-size: 26px;
    text-align: center;
  }
  > p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    text-align: center;
  }
`;
