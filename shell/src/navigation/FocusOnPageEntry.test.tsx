import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_STATE } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FocusOnPageEntry } from './FocusOnPageEntry';

afterEach(() => vi.useRealTimers());

/** A page whose heading shows only after its "data" arrives, like a remote's page. */
function SlowPage({ title }: { title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>{title}</h1> : <p>Loading...</p>;
}

function renderRouter() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <FocusOnPageEntry />
            <nav>
              <Link to="/support">Support</Link>
              <input aria-label="Search" />
            </nav>
            <main>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/support', element: <h1>Support</h1> },
          { path: '/search', element: <SlowPage title="Results" /> },
          {
            path: '/login',
            element: (
              <>
                <h1>Login</h1>
                <div role="dialog" aria-modal="true">
                  <input aria-label="Email" />
                </div>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('FocusOnPageEntry', () => {
  it('leaves the focus alone on the first load', () => {
    renderRouter();
    expect(document.activeElement).toBe(document.body);
  });

  it("focuses the new page's main heading after a route change", async () => {
    const router = renderRouter();
    screen.getByRole('link', { name: 'Support' }).focus();
    await act(() => router.navigate('/support'));
    const heading = screen.getByRole('heading', { name: 'Support' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that shows after the page loads its data', async () => {
    vi.useFakeTimers();
    const router = renderRouter();
    screen.getByLabelText('Search').focus();
    await act(() => router.navigate('/search?q=ps5'));
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('does not take the focus back from a user who moved it meanwhile', async () => {
    vi.useFakeTimers();
    const router = renderRouter();
    await act(() => router.navigate('/search?q=ps5'));
    screen.getByRole('link', { name: 'Support' }).focus();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Support' }));
  });

  it('does not take the focus from a user who types on before the heading shows', async () => {
    vi.useFakeTimers();
    const router = renderRouter();
    const search = screen.getByLabelText('Search') as HTMLInputElement;
    search.focus();
    await act(() => router.navigate('/search?q=ps5'));
    // Still in the box they searched from: a new term, typed while the results load.
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(document.activeElement).toBe(search);
  });

  it('leaves the focus to an open dialog', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/login'));
    expect(document.activeElement).toBe(document.body);
  });

  it("keeps the focus where it is for an edit of the page's own query (filters)", async () => {
    const router = renderRouter();
    await act(() => router.navigate('/support'));
    screen.getByLabelText('Search').focus();
    await act(() => router.navigate('/support?sort=price', { state: IN_PAGE_NAVIGATION_STATE }));
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  });
});
