import { type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetCartIntent, Sheet, useSession } from 'shared';
import { ensureSessionSync } from '../../layout/session-sync';
import type { LoginRequest } from '../AuthModalHost';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { LOGIN_PATH } from '../paths';
import { authRulesReady } from '../rules';
import { type AuthTab, AuthTabs, PANEL_ID, tabId } from './AuthTabs';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { VerifyEmailPanel } from './VerifyEmailPanel';

export type AuthView = AuthTab | 'forgot-password' | 'verify-your-email';

const HEADINGS: Record<AuthView, { title: string; description: string }> = {
  login: { title: 'Login', description: 'Access your account' },
  register: { title: 'Register', description: 'Create a new account' },
  'forgot-password': { title: 'Reset Password', description: 'Enter email for reset link' },
  'verify-your-email': {
    title: 'Verify Your Email',
    description: 'Click the link sent to activate your account.',
  },
};

export interface AuthModalProps {
  /** Open while this is a request; a new request (new object) starts again at the Login tab. */
  request: LoginRequest;
  onClose: () => void;
}

/**
 * Login/register modal (docs/product.md#identity-and-sign-in): a bottom drawer below 768 px, a
 * dialog above. Loaded on first open only. Dismissing it on /login leaves the gate: back, or home
 * when there is no history.
 */
export default function AuthModal({ request, onClose }: AuthModalProps) {
  // The views read the shared rules synchronously: suspend until their chunk is in.
  use(authRulesReady);
  const [view, setView] = useState<AuthView>('login');
  const [email, setEmail] = useState('');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const open = request !== false;

  // Sign-in needs the auth listener, which guests have not loaded yet.
  useEffect(() => {
    void ensureSessionSync();
  }, []);

  // Each request: remember where to go after signing in (its redirectTo, else here) and start
  // at the Login tab (the e-mail typed so far is kept).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is the trigger
  useEffect(() => {
    if (!request) return;
    useSession.getState().setRedirectPath(request.redirectTo ?? pathname + search);
    setView('login');
  }, [request]);

  // Back from a non-tabbed view: the button that was pressed is gone, so focus the active tab.
  const previousView = useRef(view);
  useEffect(() => {
    const was = previousView.current;
    previousView.current = view;
    const tabbed = (v: AuthView) => v === 'login' || v === 'register';
    if (tabbed(view) && !tabbed(was)) document.getElementById(tabId(view as AuthTab))?.focus();
  }, [view]);

  const close = useCallback(() => onClose(), [onClose]);
  useSignInRedirect(close);

  const dismiss = () => {
    onClose();
    useSession.getState().setRedirectPath(null);
    // A guest who gives up on logging in gives up the add to cart that asked for it; after
    // registering (the verify panel) it waits for the e-mail link.
    if (view !== 'verify-your-email') forgetCartIntent();
    if (pathname !== LOGIN_PATH) return;
    // BrowserRouter keeps the history index in history.state.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };

  const { title, description } = HEADINGS[view];
  let content: ReactNode;
  switch (view) {
    case 'login':
      content = (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          onForgotPassword={() => setView('forgot-password')}
        />
      );
      break;
    case 'register':
      content = (
        <RegisterForm
          email={email}
          onEmailChange={setEmail}
          onRegistered={(address) => {
            setEmail(address);
            setView('verify-your-email');
          }}
        />
      );
      break;
    case 'forgot-password':
      content = <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => setView('login')} />;
      break;
    case 'verify-your-email':
      content = <VerifyEmailPanel email={email} onClose={dismiss} />;
      break;
  }
  const tabbed = view === 'login' || view === 'register';
  return (
    <Sheet
      open={open}
      onClose={dismiss}
      title={title}
      description={description}
      size="sm"
      // Distinct from the verify panel's own Close button for screen-reader users.
      closeLabel="Close dialog"
    >
      {tabbed ? (
        <>
          <AuthTabs selected={view} onSelect={setView} />
          <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(view)}>
            {content}
          </div>
        </>
      ) : (
        content
      )}
    </Sheet>
  );
}
