import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetSupabaseForTests, setSupabaseForTests, theme, useSession } from 'shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../layout/test-utils';
import { buildRoutes } from './router';

function renderPath(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
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

  it.each([
    ['/about-seller', 'About the Seller'],
    ['/grievance-officer', 'Grievance Officer'],
    ['/returns-and-refunds', 'Returns and Refunds'],
    ['/shipping', 'Shipping'],
    ['/warranty', 'Warranty'],
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Policy'],
  ])('%s is a policy page of the shell inside the layout, not a category', async (path, title) => {
    setSupabaseForTests({
      from: () => ({ select: () => ({ limit: async () => ({ data: [], error: null }) }) }),
    });
    renderPath(path);
    // The policy chunk loads on demand: allow a busy host its time.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} | GameGear India`));
    resetSupabaseForTests();
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
