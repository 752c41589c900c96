import { act, fireEvent, render, screen } from '@testing-library/react';
import { theme } from 'shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resendVerification } from '../api/resend';
import { authRulesReady } from '../rules';
import { collectToasts } from '../test-utils';
import { VerifyEmailPanel } from './VerifyEmailPanel';

vi.mock('../api/resend', () => ({ resendVerification: vi.fn() }));

let toasts: ReturnType<typeof collectToasts>;
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

function renderPanel(email = 'asha@example.in', onClose = vi.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <VerifyEmailPanel email={email} onClose={onClose} />
    </ThemeProvider>,
  );
  return onClose;
}
const resendButton = () => screen.getByRole('button', { name: 'Resend Email' }) as HTMLButtonElement;

describe('VerifyEmailPanel', () => {
  it('shows the address; Resend is enabled only after 60 s', () => {
    renderPanel();
    expect(screen.getByText('asha@example.in')).toBeTruthy();
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByText('You can resend in 60s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('You can resend in 1s')).toBeTruthy();
    expect(resendButton().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton().disabled).toBe(false);
    expect(screen.queryByText(/You can resend/)).toBeNull();
  });

  it('a resend toasts for 7 s and restarts the countdown at 60', async () => {
    vi.mocked(resendVerification).mockResolvedValue({ ok: true, value: undefined });
    renderPanel();
    act(() => vi.advanceTimersByTime(60_000));
    await act(async () => fireEvent.click(resendButton()));
    expect(resendVerification).toHaveBeenCalledWith('asha@example.in');
    expect(toasts.toasts.at(-1)).toMatchObject({
      title: 'Verification Email Resent',
      description: 'Verification email resent!',
      duration: 7000,
    });
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByText('You can resend in 60s')).toBeTruthy();
  });

  it("a failed resend shows 'Resend Failed' and keeps Resend enabled", async () => {
    vi.mocked(resendVerification).mockResolvedValue({
      ok: false,
      kind: 'failed',
      message: 'Too many requests. Please try again later',
      notConfirmed: false,
    });
    renderPanel();
    act(() => vi.advanceTimersByTime(60_000));
    await act(async () => fireEvent.click(resendButton()));
    expect(toasts.toasts.at(-1)).toMatchObject({ title: 'Resend Failed' });
    expect(resendButton().disabled).toBe(false);
  });

  it("an address without @ is 'Invalid email.'", () => {
    renderPanel('broken');
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(resendButton());
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Invalid email.');
    expect(resendVerification).not.toHaveBeenCalled();
  });

  it('Close calls onClose', () => {
    const onClose = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
