import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme, useSession } from 'shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../layout/test-utils';
import { buildRoutes } from './router';

function renderPath(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  stubViewport(1280);
  vi.stubGlobal('scrollTo', vi.fn());
  useSession.setState({ status: 'anonymous', user: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('shell routes', () => {
  it('/login renders the Login page inside the layout', async () => {
    renderPath('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('a guest opening a login-gated route (/profile) lands on /login', async () => {
    renderPath('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it('/reset-password renders outside the main layout', async () => {
    renderPath('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('unknown paths show the 404 page, not indexed, with a link home', async () => {
    renderPath('/no/such/page/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
  });

  it('the home page sets its title and canonical URL and reserves its two remote slots', () => {
    renderPath('/');
    expect(document.title).toBe('Consoles, gaming PCs and PC parts | GameGear India');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/$/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('GameGear India');
    const slots = document.querySelectorAll('main [aria-busy="true"]');
    expect(slots.length).toBe(2);
  });
});
