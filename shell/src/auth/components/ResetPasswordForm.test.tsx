import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSession, updatePassword } from '../api/update-password';
import { authRulesReady } from '../rules';
import { collectToasts, renderInRouter } from '../test-utils';
import { ResetPasswordForm } from './ResetPasswordForm';

vi.mock('../api/update-password', () => ({ hasSession: vi.fn(), updatePassword: vi.fn() }));

let toasts: ReturnType<typeof collectToasts>;
// The rules chunk loads for real (not under the fake clock).
beforeAll(async () => {
  await authRulesReady;
});
beforeEach(() => {
  vi.useFakeTimers();
  toasts = collectToasts();
});
afterEach(() => {
  toasts.stop();
  vi.useRealTimers();
  vi.clearAllMocks();
});

async function renderForm(session: boolean) {
  vi.mocked(hasSession).mockResolvedValue(session);
  await act(async () => {
    renderInRouter(<ResetPasswordForm />, { path: '/reset-password' });
  });
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alertText = () => screen.getByRole('alert', { hidden: true }).textContent;

describe('ResetPasswordForm', () => {
  it('requires a session after 500 ms, else the link is invalid', async () => {
    await renderForm(false);
    await act(async () => vi.advanceTimersByTime(499));
    expect(hasSession).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(alertText()).toBe('Invalid or expired recovery link. Please request a new one.');
    expect(toasts.toasts.at(-1)).toMatchObject({
      title: 'Invalid or expired recovery link.',
      status: 'error',
    });
  });

  it('checks the length, then the match', async () => {
    await renderForm(true);
    await act(async () => vi.advanceTimersByTime(500));
    type('New Password', '12345');
    type('Confirm New Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(alertText()).toBe('Password must be at least 6 characters long.');
    type('New Password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(alertText()).toBe('Passwords do not match');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('updates the password and goes home after 300 ms', async () => {
    vi.mocked(updatePassword).mockResolvedValue({ ok: true, value: undefined });
    await renderForm(true);
    await act(async () => vi.advanceTimersByTime(500));
    type('New Password', 'new-secret');
    type('Confirm New Password', 'new-secret');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update Password' })));
    expect(updatePassword).toHaveBeenCalledWith('new-secret');
    await act(async () => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('location').textContent).toBe('/reset-password');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the failure message', async () => {
    vi.mocked(updatePassword).mockResolvedValue({
      ok: false,
      kind: 'error',
      message: 'Failed to update password. Please try again.',
      notConfirmed: false,
    });
    await renderForm(true);
    await act(async () => vi.advanceTimersByTime(500));
    type('New Password', 'new-secret');
    type('Confirm New Password', 'new-secret');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update Password' })));
    expect(alertText()).toBe('Failed to update password. Please try again.');
  });
});
