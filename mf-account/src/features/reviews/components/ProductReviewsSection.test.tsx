import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from 'shared';
import type { ProductReview } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-utils';
import ProductReviews from '../../../widgets/ProductReviews';

vi.mock('shared', async (original) => ({
  ...(await original<typeof import('shared')>()),
  getSupabase: vi.fn(),
}));

const PRODUCT_ID = 'c54bd1fe-57e1-53cb-b06e-03cb27e83dc7';

function review(n: number): ProductReview {
  return {
    review_id: `review-${n}`,
    user_name: `Reviewer ${n}`,
    rating: (n % 5) + 1,
    title: n % 2 === 0 ? `Title ${n}` : null,
    comment: `Comment ${n}`,
    created_at: `2026-10-${String(20 - n).padStart(2, '0')}T04:30:00+00:00`,
  };
}

/** The three review procedures answered from a list of `total` reviews. */
function backend(total: number) {
  const all = Array.from({ length: total }, (_, i) => review(i + 1));
  const state = { failReviews: null as string | null };
  const rpc = vi.fn(async (name: string, args: Record<string, number | string>) => {
    if (name === 'count_verified_product_reviews') return { data: total, error: null };
    if (name === 'get_average_product_rating') return { data: total ? 4.25 : 0, error: null };
    if (name === 'get_product_reviews') {
      if (state.failReviews) return { data: null, error: { message: state.failReviews } };
      const page = Number(args.p_page_number);
      const size = Number(args.p_page_size);
      return { data: all.slice((page - 1) * size, page * size), error: null };
    }
    throw new Error(`unexpected rpc ${name}`);
  });
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
  return { rpc, state };
}

beforeEach(() => {
  vi.mocked(getSupabase).mockReset();
});
afterEach(() => {
  vi.clearAllMocks();
});

const shown = () =>
  within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('ProductReviews widget', () => {
  it('shows the average, the verified count and five reviews a page', async () => {
    const { rpc } = backend(8);
    renderApp(<ProductReviews productId={PRODUCT_ID} productSlug="legion" />);
    expect(await screen.findByText('Based on 8 verified reviews')).toBeTruthy();
    expect(screen.getByText('Average rating 4.3 out of 5')).toBeTruthy();
    expect(shown()).toEqual([1, 2, 3, 4, 5].map((n) => `Review by Reviewer ${n}`));
    const first = screen.getByRole('article', { name: 'Review by Reviewer 2' });
    expect(within(first).getByRole('heading', { name: 'Title 2' })).toBeTruthy();
    expect(within(first).getByText('Comment 2')).toBeTruthy();
    expect(within(first).getByText('18 Oct 2026')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('get_product_reviews', {
      p_product_id: PRODUCT_ID,
      p_page_number: 1,
      p_page_size: 5,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shown()).toEqual([6, 7, 8].map((n) => `Review by Reviewer ${n}`)));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it("says 'No Reviews Yet' without reviews, with no pagination", async () => {
    backend(0);
    renderApp(<ProductReviews productId={PRODUCT_ID} productSlug="legion" />);
    expect(await screen.findByText('No Reviews Yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).toBeNull();
  });

  it('shows one page without pagination for five or fewer', async () => {
    backend(5);
    renderApp(<ProductReviews productId={PRODUCT_ID} productSlug="legion" />);
    await screen.findByText('Based on 5 verified reviews');
    expect(shown()).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).toBeNull();
  });

  it("retries once, then shows 'Error loading reviews: {message}' with Retry", async () => {
    const { rpc, state } = backend(3);
    state.failReviews = 'connection reset';
    renderApp(<ProductReviews productId={PRODUCT_ID} productSlug="legion" />);
    // Reviews retry once (after the client's 1 s back-off) before the error shows
    // (docs/product.md#common-rules).
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Error loading reviews: connection reset')).toBeTruthy();
    expect(rpc.mock.calls.filter(([name]) => name === 'get_product_reviews')).toHaveLength(2);
    state.failReviews = null;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Based on 3 verified reviews')).toBeTruthy();
    expect(shown()).toHaveLength(3);
  });

  it('keys every query under the product so a new review can refresh them all', async () => {
    backend(2);
    const { queryClient } = renderApp(<ProductReviews productId={PRODUCT_ID} productSlug="legion" />);
    await screen.findByText('Based on 2 verified reviews');
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    // Count, average, the page, and the signed-in author's own pending reviews.
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key.slice(0, 2)).toEqual(['reviews', PRODUCT_ID]);
  });
});
