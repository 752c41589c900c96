import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setSupabaseForTests } from 'shared';
import type { OrderForReview } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collectToasts,
  createFakeSupabase,
  type FakeSupabase,
  renderApp,
  signIn,
  signOut,
} from '../test-utils';
import { ReviewOrderPage } from './ReviewOrderPage';

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const PRODUCT_ID = '00000000-0000-4000-8000-000000000001';

let fake: FakeSupabase;
let toasts: ReturnType<typeof collectToasts>;
let order: OrderForReview;

beforeEach(() => {
  fake = createFakeSupabase();
  setSupabaseForTests(fake.client);
  toasts = collectToasts();
  signIn();
  order = {
    id: ORDER_ID,
    order_date: '2026-11-01T10:00:00Z',
    delivered_at: '2026-11-05T10:00:00Z',
    products: [
      { id: PRODUCT_ID, slug: 'ps5', name: 'PlayStation 5', image: null, quantity: 1, review: null },
    ],
  };
  fake.state.rpc = (name, args) => {
    if (name !== 'get_order_for_review') return { data: null, error: { message: `unexpected ${name}` } };
    if (args.p_order_id !== ORDER_ID) return { data: null, error: { code: 'PT404', message: 'not yours' } };
    return { data: order, error: null };
  };
});
afterEach(() => {
  toasts.stop();
  signOut();
});

function renderPage(orderId = ORDER_ID) {
  return renderApp(
    <Routes>
      <Route path="/review/order/:orderId" element={<ReviewOrderPage />} />
    </Routes>,
    { route: `/review/order/${orderId}` },
  );
}

describe('ReviewOrderPage', () => {
  it("refuses an order that is not the user's delivered order with the documented message", async () => {
    renderPage('a1b2c3d4-0000-4000-8000-000000000999');
    expect(
      await screen.findByText(
        'Order not found, you are not authorized to review this order, or it has not been delivered yet.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Order History' }).getAttribute('href')).toBe(
      '/order-history',
    );
  });

  it('names the order by its number, else by the start of its id', async () => {
    order = { ...order, display_number: 'GG-26-7K3M9Q' };
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Order #GG-26-7K3M9Q' })).toBeTruthy();
    unmount();
    order = { ...order, display_number: undefined };
    renderPage();
    expect(await screen.findByRole('heading', { name: `Order #${ORDER_ID.slice(0, 8)}` })).toBeTruthy();
  });

  it('says the link is invalid for a malformed order id', async () => {
    renderPage('not-an-order');
    expect(
      await screen.findByText(
        "Failed to load order details. The link might be invalid or the order doesn't exist.",
      ),
    ).toBeTruthy();
  });

  it('checks the fields in the documented order, counts characters, then submits and shows the pending state', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const form = screen.getByRole('form', { name: 'Review PlayStation 5' });
    const submit = within(form).getByRole('button', { name: 'Submit Review' });

    await user.click(submit);
    expect(within(form).getByText('Please select a rating.')).toBeTruthy();
    expect(within(form).getByText('Please write a comment.')).toBeTruthy();
    // The first invalid field takes the focus: the star picker.
    expect(document.activeElement?.getAttribute('type')).toBe('radio');

    // Stars by keyboard: arrow keys move along the radio group.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect((within(form).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).queryByText('Please select a rating.')).toBeNull();

    const comment = within(form).getByLabelText(/Comment/);
    await user.click(comment);
    await user.paste('x'.repeat(5001));
    expect(within(form).getByText('5001/5000')).toBeTruthy();
    expect(within(form).getByText('Comment cannot exceed 5000 characters.')).toBeTruthy();
    await user.clear(comment);
    await user.type(comment, '<img src=x onerror=alert(1)> works');
    await user.type(within(form).getByLabelText('Title (optional)'), 'Great');
    expect(within(form).getByText('5/255')).toBeTruthy();

    fake.state.queued.push({
      status: 200,
      body: {
        success: true,
        review: {
          review_id: 'r-1',
          product_id: PRODUCT_ID,
          product_slug: 'ps5',
          order_id: ORDER_ID,
          rating: 4,
          title: 'Great',
          comment: '<img src=x onerror=alert(1)> works',
          status: 'pending',
          created_at: '2026-11-26T00:00:00Z',
          updated_at: '2026-11-26T00:00:00Z',
        },
      },
    });
    // The page reloads its order after the answer: now with the review.
    order = {
      ...order,
      products: [
        {
          id: PRODUCT_ID,
          slug: 'ps5',
          name: 'PlayStation 5',
          image: null,
          quantity: 1,
          review: {
            review_id: 'r-1',
            rating: 4,
            title: 'Great',
            comment: '<img src=x onerror=alert(1)> works',
            status: 'pending',
            created_at: '2026-11-26T00:00:00Z',
            updated_at: '2026-11-26T00:00:00Z',
          },
        },
      ],
    };
    await user.click(submit);
    await waitFor(() => expect(toasts.list.at(-1)?.title).toBe('Review submitted'));
    expect(fake.state.calls.at(-1)).toMatchObject({
      name: 'submit-review',
      body: {
        productId: PRODUCT_ID,
        productSlug: 'ps5',
        orderId: ORDER_ID,
        rating: 4,
        title: 'Great',
        comment: '<img src=x onerror=alert(1)> works',
        existingReviewId: null,
      },
    });
    expect(await screen.findByRole('button', { name: 'Edit Your Review' })).toBeTruthy();
    expect(screen.getByText('Awaiting verification')).toBeTruthy();
    // Typed markup is shown as text, never run or parsed.
    expect(screen.getByText('<img src=x onerror=alert(1)> works')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("reports a refused submission as 'Submission Failed' with the server's message", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const form = screen.getByRole('form', { name: 'Review PlayStation 5' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText(/Comment/), 'Nice');
    fake.state.queued.push({
      status: 400,
      body: { success: false, error: 'You can only review products from delivered orders.' },
    });
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(toasts.list.at(-1)).toMatchObject({
        title: 'Submission Failed',
        description: 'You can only review products from delivered orders.',
      }),
    );
    // The form stays with what was typed.
    expect((within(form).getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('Nice');
  });
});
