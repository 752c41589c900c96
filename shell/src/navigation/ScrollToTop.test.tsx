import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_STATE } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => vi.unstubAllGlobals());

function renderRouter() {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

describe('ScrollToTop', () => {
  it('leaves the first load where the browser put it (the shopper may already have scrolled)', () => {
    const { scrollTo } = renderRouter();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every pathname change', async () => {
    const { router, scrollTo } = renderRouter();
    await act(() => router.navigate('/support'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/repair-home'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("scrolls to the top when a link pushes a new query: a label's 'Show All', a new search term", async () => {
    const { router, scrollTo } = renderRouter();
    await act(() => router.navigate('/Consoles/PlayStation'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/Consoles/PlayStation?label=PS5'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/search?q=ps5'));
    await act(() => router.navigate('/search?q=xbox'));
    expect(scrollTo).toHaveBeenCalledTimes(4);
  });

  it('keeps the position for edits of the page’s own query, replaced URLs and Back between queries', async () => {
    const { router, scrollTo } = renderRouter();
    await act(() => router.navigate('/search?q=ps5'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/search?q=ps5&condition=new', { state: IN_PAGE_NAVIGATION_STATE }));
    await act(() => router.navigate('/search?q=ps5&condition=new&page=2', { replace: true }));
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
