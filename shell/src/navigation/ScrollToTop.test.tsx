import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => vi.unstubAllGlobals());

describe('ScrollToTop', () => {
  it('scrolls to the top on entry and on every pathname change, not on query changes', async () => {
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
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/support'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/support?tab=2'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/repair-home'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});
