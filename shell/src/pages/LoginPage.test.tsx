import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus, theme, useSession } from 'shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../auth/test-utils';
import { LoginPage } from './LoginPage';

function renderLogin(state?: unknown) {
  const handler = vi.fn();
  const stop = bus.on('auth:login-required', handler);
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="*" element={<LocationProbe />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  stop();
  return handler;
}

beforeEach(() => useSession.setState({ status: 'anonymous', user: null, redirectPath: null }));
afterEach(() => useSession.setState({ status: 'loading', user: null, redirectPath: null }));

describe('LoginPage', () => {
  it('opens the login modal for the path in location.state.from', () => {
    const handler = renderLogin({ from: '/repair/new-request' });
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(handler).toHaveBeenCalledWith({ redirectTo: '/repair/new-request' });
  });

  it('falls back to the path remembered in the session store', () => {
    useSession.setState({ redirectPath: '/profile' });
    expect(renderLogin()).toHaveBeenCalledWith({ redirectTo: '/profile' });
  });

  it('a signed-in visitor goes straight to the remembered path', async () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u', email: 'u@x.in', name: 'U' } });
    const handler = renderLogin({ from: '/wishlist' });
    await act(async () => {});
    expect(handler).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/wishlist');
  });
});
