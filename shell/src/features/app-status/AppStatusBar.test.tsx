import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../layout/test-utils';
import { APP_STATUS_TEXT, AppStatusBar } from './AppStatusBar';
import { useAppUpdate } from './app-update-store';

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  useAppUpdate.setState({ reload: null });
  vi.useRealTimers();
});

describe('the app status strip', () => {
  it('says nothing while online, in a live region that is always there', () => {
    renderWithTheme(<AppStatusBar />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when the store is offline, then that it is back online, for a moment', () => {
    vi.useFakeTimers();
    renderWithTheme(<AppStatusBar />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(APP_STATUS_TEXT.offline);
    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe(APP_STATUS_TEXT.online);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers a new version with Reload, which hands the page to the waiting worker', () => {
    const reload = vi.fn();
    renderWithTheme(<AppStatusBar />);
    act(() => useAppUpdate.setState({ reload }));
    expect(screen.getByRole('status').textContent).toContain(APP_STATUS_TEXT.update);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
