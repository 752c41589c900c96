import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetCartIntent, peekCartIntent, rememberCartIntent, useSession } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../../layout/test-utils';
import { signInWithProvider } from '../api/oauth';
import { requestPasswordReset } from '../api/request-reset';
import { resendVerification } from '../api/resend';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { collectToasts, renderInRouter } from '../test-utils';
import AuthModal from './AuthModal';

vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }));
vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }));
vi.mock('../api/resend', () => ({ resendVerification: vi.fn() }));
vi.mock('../api/request-reset', () => ({ requestPasswordReset: vi.fn() }));
vi.mock('../api/oauth', () => ({ signInWithProvider: vi.fn() }));
// The modal starts the auth listener; these tests drive the session store directly.
vi.mock('../../layout/session-sync', () => ({ ensureSessionSync: vi.fn(async () => {}) }));

const ok = { ok: true as const, value: undefined };
const failure = (message: string, notConfirmed = false) => ({
  ok: false as const,
  kind: 'failed' as const,
  message,
  notConfirmed,
});

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  stubViewport(1280);
  toasts = collectToasts();
  useSession.setState({ status: 'anonymous', user: null, redirectPath: null });
});
afterEach(() => {
  toasts.stop();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

async function openModal(
  opts: { path?: string; entries?: string[]; onClose?: () => void; request?: { redirectTo?: string } } = {},
) {
  const onClose = opts.onClose ?? vi.fn();
  // Awaited act: the modal suspends on the rules chunk and must be retried inside act.
  await act(async () => {
    renderInRouter(<AuthModal request={opts.request ?? {}} onClose={onClose} />, opts);
  });
  return { dialog: await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 }), onClose };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const alertText = () =>
  screen
    .getAllByRole('alert', { hidden: true })
    .map((a) => a.textContent)
    .join('|');

describe('AuthModal: views', () => {
  it('opens on the Login tab with its sub-text; Register switches title and sub-text', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByText('Access your account')).toBeTruthy();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Login', 'Register']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
    expect(screen.getByText('Create a new account')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toBeTruthy();
  });

  it('arrow keys move between the tabs', async () => {
    await openModal();
    const login = screen.getByRole('tab', { name: 'Login' });
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Register' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
  });

  it('is a centred dialog on desktop and a bottom drawer below 768 px', async () => {
    const { dialog } = await openModal();
    expect(dialog.dataset.variant).toBe('dialog');
  });

  it('is a bottom drawer on mobile', async () => {
    stubViewport(390);
    const { dialog } = await openModal();
    expect(dialog.dataset.variant).toBe('bottom');
  });
});

describe('AuthModal: login', () => {
  it("requires both fields ('Please fill all fields')", async () => {
    await openModal();
    click('Login');
    expect(alertText()).toContain('Please fill all fields');
    expect(signIn).not.toHaveBeenCalled();
  });

  it("a wrong password shows 'Invalid email or password' and the 'Login Failed' toast", async () => {
    vi.mocked(signIn).mockResolvedValue(failure('Invalid email or password'));
    await openModal();
    type('Email', 'asha@example.in');
    type('Password', 'wrong-pass');
    click('Login');
    await waitFor(() => expect(alertText()).toContain('Invalid email or password'));
    expect(signIn).toHaveBeenCalledWith('asha@example.in', 'wrong-pass');
    expect(toasts.toasts).toMatchObject([
      { title: 'Login Failed', description: 'Invalid email or password', status: 'error' },
    ]);
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it("an exception is a 'Login Error' toast", async () => {
    vi.mocked(signIn).mockResolvedValue({ ...failure('Unexpected error.'), kind: 'error' });
    await openModal();
    type('Email', 'asha@example.in');
    type('Password', 'secret1');
    click('Login');
    await waitFor(() => expect(toasts.toasts[0]?.title).toBe('Login Error'));
  });

  it("'Email not confirmed' reveals Resend; resending toasts for 7 s", async () => {
    vi.mocked(signIn).mockResolvedValue(failure('Email not confirmed', true));
    vi.mocked(resendVerification).mockResolvedValue(ok);
    await openModal();
    type('Email', 'new@example.in');
    type('Password', 'secret1');
    click('Login');
    const resend = await screen.findByRole('button', { name: 'Resend verification email' });
    expect(alertText()).toContain('Email not confirmed');
    fireEvent.click(resend);
    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toMatchObject({
        title: 'Verification Email Resent',
        description: 'Verification email resent!',
        duration: 7000,
      }),
    );
    expect(resendVerification).toHaveBeenCalledWith('new@example.in');
  });

  it("resend from the login form needs an e-mail ('Please enter your email address')", async () => {
    vi.mocked(signIn).mockResolvedValue(failure('Email not confirmed', true));
    await openModal();
    type('Email', 'new@example.in');
    type('Password', 'secret1');
    click('Login');
    const resend = await screen.findByRole('button', { name: 'Resend verification email' });
    type('Email', '');
    fireEvent.click(resend);
    expect(alertText()).toContain('Please enter your email address');
    expect(resendVerification).not.toHaveBeenCalled();
  });

  it("a failed resend shows the 'Resend Failed' toast", async () => {
    vi.mocked(signIn).mockResolvedValue(failure('Email not confirmed', true));
    vi.mocked(resendVerification).mockResolvedValue(failure('Too many requests. Please try again later'));
    await openModal();
    type('Email', 'new@example.in');
    type('Password', 'secret1');
    click('Login');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toMatchObject({
        title: 'Resend Failed',
        description: 'Too many requests. Please try again later',
      }),
    );
  });

  it("success toasts 'Logged in!'; the session change closes the modal and follows the remembered path", async () => {
    vi.mocked(signIn).mockResolvedValue(ok);
    const { onClose } = await openModal({ path: '/login', request: { redirectTo: '/profile' } });
    type('Email', 'asha@example.in');
    type('Password', 'secret1');
    click('Login');
    await waitFor(() => expect(toasts.toasts.at(-1)?.title).toBe('Logged in!'));
    act(() => useSession.getState().setSession({ id: 'u', email: 'asha@example.in', name: 'Asha' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it("OAuth: the server's refusal is shown", async () => {
    vi.mocked(signInWithProvider).mockResolvedValue(failure('Unsupported provider: provider is not enabled'));
    await openModal();
    click('Continue with Google');
    await waitFor(() => expect(alertText()).toContain('Unsupported provider: provider is not enabled'));
    expect(signInWithProvider).toHaveBeenCalledWith('google');
    expect(toasts.toasts.at(-1)?.title).toBe('Login Failed');
  });
});

describe('AuthModal: register', () => {
  async function openRegister() {
    await openModal();
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
  }
  const fill = (v: { name?: string; email?: string; password?: string; confirm?: string }) => {
    type('Full Name', v.name ?? 'Asha Rao');
    type('Email', v.email ?? 'asha@example.in');
    type('Password', v.password ?? 'secret1');
    type('Confirm Password', v.confirm ?? v.password ?? 'secret1');
  };

  it('shows the privacy notice under the form, linking /privacy, with no consent box to tick', async () => {
    await openRegister();
    const panel = screen.getByRole('tabpanel', { name: 'Register' });
    const notice = panel.querySelector('#register-privacy-notice');
    expect(notice?.textContent).toContain(
      'We use your name and e-mail to create your account and to send you order and request updates. To see, correct or delete your data, e-mail our grievance officer.',
    );
    const link = within(panel).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    // Under the form: after the Register button.
    const button = within(panel).getByRole('button', { name: 'Register' });
    expect(button.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the 'min. 6 chars' hint and checks fields, match and length in order", async () => {
    await openRegister();
    expect(screen.getByText('min. 6 chars')).toBeTruthy();
    click('Register');
    expect(alertText()).toContain('Please fill all fields');
    fill({ password: 'secret1', confirm: 'secret2' });
    click('Register');
    expect(alertText()).toContain("Passwords don't match");
    fill({ password: '12345' });
    click('Register');
    expect(alertText()).toContain('Password must be at least 6 characters long.');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('an existing address fails with its message and toast', async () => {
    vi.mocked(signUp).mockResolvedValue(failure('An account with this email already exists'));
    await openRegister();
    fill({});
    click('Register');
    await waitFor(() => expect(alertText()).toContain('An account with this email already exists'));
    expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Registration Failed' });
  });

  it('success toasts and shows Verify Your Email with the address and a 60 s countdown', async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: true, value: { signedIn: false } });
    await openRegister();
    fill({ name: ' Asha Rao ', email: 'asha@example.in' });
    click('Register');
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(signUp).toHaveBeenCalledWith({
      name: ' Asha Rao ',
      email: 'asha@example.in',
      password: 'secret1',
    });
    expect(toasts.toasts.at(-1)).toMatchObject({
      title: 'Registration Successful',
      description: 'Please check your email to confirm your account',
    });
    expect(within(dialog).getByText('Click the link sent to activate your account.')).toBeTruthy();
    expect(within(dialog).getByTestId('verify-email').textContent).toBe('asha@example.in');
    expect(within(dialog).getByText('You can resend in 60s')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Resend Email' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it("closing after registering keeps a guest's pending Add to Cart for the e-mail link", async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: true, value: { signedIn: false } });
    rememberCartIntent('00000000-0000-4000-8000-000000000001', 2);
    await openRegister();
    fill({ name: 'Asha Rao', email: 'asha@example.in' });
    click('Register');
    await screen.findByRole('dialog', { name: 'Verify Your Email' });
    click('Close dialog');
    expect(peekCartIntent()?.quantity).toBe(2);
    forgetCartIntent();
  });
});

describe('AuthModal: forgot password', () => {
  async function openForgot(email = '') {
    await openModal();
    if (email) type('Email', email);
    click('Forgot password?');
    return screen.getByRole('dialog', { name: 'Reset Password' });
  }

  it("shows its sub-text; an address without @ is 'Invalid email.' with the 'Invalid Email' toast", async () => {
    const dialog = await openForgot('asha.example.in');
    expect(within(dialog).getByText('Enter email for reset link')).toBeTruthy();
    click('Send Reset Link');
    expect(alertText()).toContain('Invalid email.');
    expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Invalid Email' });
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it("sent: 'Reset email sent!', 'Check your inbox/spam.', Back to Login", async () => {
    let resolve: (v: typeof ok) => void = () => {};
    vi.mocked(requestPasswordReset).mockReturnValue(new Promise((r) => (resolve = r)));
    await openForgot('asha@example.in');
    click('Send Reset Link');
    // Sending: the button is busy.
    expect(screen.getByRole('button', { name: 'Send Reset Link' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve(ok));
    expect(await screen.findByText('Reset email sent!')).toBeTruthy();
    expect(screen.getByText('Check your inbox/spam.')).toBeTruthy();
    expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Password reset email sent!', status: 'success' });
    expect(requestPasswordReset).toHaveBeenCalledWith('asha@example.in');
    click('Back to Login');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Login' }));
  });

  it("a refused request shows the mapped message and 'Reset Failed'; an exception 'Error'", async () => {
    vi.mocked(requestPasswordReset).mockResolvedValueOnce(failure('Too many requests.'));
    await openForgot('asha@example.in');
    click('Send Reset Link');
    await waitFor(() => expect(alertText()).toContain('Too many requests.'));
    expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Reset Failed', description: 'Too many requests.' });
    vi.mocked(requestPasswordReset).mockResolvedValueOnce({ ...failure('Unexpected error.'), kind: 'error' });
    click('Send Reset Link');
    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Error', description: 'Unexpected error.' }),
    );
  });
});

describe('AuthModal: closing', () => {
  it('on /login with history: closing goes back and forgets the redirect', async () => {
    useSession.setState({ redirectPath: '/profile' });
    window.history.replaceState({ idx: 1 }, '');
    const { onClose } = await openModal({ entries: ['/support', '/login'] });
    click('Close dialog');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/support');
    expect(useSession.getState().redirectPath).toBeNull();
  });

  it('on /login without history: closing goes home', async () => {
    window.history.replaceState({ idx: 0 }, '');
    await openModal({ path: '/login' });
    click('Close dialog');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("closing the login gives up a guest's pending Add to Cart", async () => {
    rememberCartIntent('00000000-0000-4000-8000-000000000001', 2);
    await openModal({ path: '/product/ps5' });
    click('Close dialog');
    expect(peekCartIntent()).toBeNull();
  });

  it('elsewhere: closing stays on the page', async () => {
    const { onClose } = await openModal({ path: '/product/ps5' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/product/ps5');
  });
});
