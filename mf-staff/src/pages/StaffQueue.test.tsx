import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeStaffBackend, type FakeStaffBackend, fakeOrder, fakeReview, uuid } from '../test-utils';
import { StaffPage } from './StaffPage';

let fake: FakeStaffBackend;

beforeEach(() => {
  fake = createFakeStaffBackend();
  setSupabaseForTests(fake.client);
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
});

afterEach(() => resetSupabaseForTests());

const rows = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
const listCalls = () => fake.state.calls.filter((c) => c.name === 'staff_list_items');

describe('staff queues', () => {
  it('lists 20 orders per page, newest first, and pages through the rest', async () => {
    fake.state.queues.order = Array.from({ length: 23 }, (_, i) => fakeOrder(i + 1));
    renderApp(<StaffPage />, { route: '/staff' });
    await screen.findByText('shopper1@example.in', { exact: false });
    expect(rows()).toHaveLength(20);
    expect(rows()[0]?.textContent).toContain('PlayStation 1 × 1');
    // Each order is named by its display number.
    expect(rows()[0]?.textContent).toContain('#GG-26-000001');
    expect(screen.getByRole('heading', { name: 'Orders · 23' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('shopper21@example.in', { exact: false });
    expect(rows()).toHaveLength(3);
    expect(listCalls().at(-1)?.args).toMatchObject({ p_kind: 'order', p_page_number: 2 });
  });

  it('filters by status and searches by e-mail through the database', async () => {
    fake.state.queues.order = [
      fakeOrder(1, { order_status: 'shipped' }),
      fakeOrder(2),
      fakeOrder(3, { order_status: 'shipped', email: 'meera@example.in' }),
    ];
    renderApp(<StaffPage />, { route: '/staff' });
    await screen.findByText('shopper2@example.in', { exact: false });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'shipped');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listCalls().at(-1)?.args).toMatchObject({ p_status: 'shipped', p_search: null });

    await userEvent.type(screen.getByLabelText('Search'), 'meera');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('meera@example.in');
    expect(listCalls().at(-1)?.args).toMatchObject({ p_status: 'shipped', p_search: 'meera' });
  });

  it('finds an order by its number, as typed', async () => {
    fake.state.queues.order = [fakeOrder(1), fakeOrder(2)];
    renderApp(<StaffPage />, { route: '/staff' });
    await screen.findByText('shopper2@example.in', { exact: false });
    expect(screen.getByLabelText('Search').getAttribute('placeholder')).toBe('Number, id, e-mail or text');
    await userEvent.type(screen.getByLabelText('Search'), 'gg-26-000002');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('#GG-26-000002');
  });

  it('switches queues, keeping each kind’s statuses in the filter', async () => {
    fake.state.queues.review = [fakeReview(1)];
    renderApp(<StaffPage />, { route: '/staff' });
    await screen.findByText('This queue is empty.');
    const reviews = screen.getByRole('button', { name: 'Reviews' });
    await userEvent.click(reviews);
    expect(reviews.getAttribute('aria-current')).toBe('page');
    await screen.findByText(/DualSense Controller/);
    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All statuses', 'Pending', 'Approved', 'Rejected']);
    expect(screen.getByTestId('location').textContent).toBe('/staff');
  });

  it('shows the server’s refusal with a retry', async () => {
    let refuse = true;
    const rpc = fake.client.rpc.getMockImplementation();
    fake.client.rpc.mockImplementation(async (name, args) =>
      refuse && name === 'staff_list_items'
        ? { data: null, error: { message: 'Only staff can list the queues.', code: '42501' } }
        : (rpc?.(name, args) as never),
    );
    renderApp(<StaffPage />, { route: '/staff' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only staff can list the queues.');
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('This queue is empty.');
  });
});

describe('the review queue', () => {
  const reviewRows = () => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
  const threeReviews = () => [
    fakeReview(1, { title: 'Great pad' }),
    fakeReview(2, { title: 'Loud fan', status: 'approved' }),
    fakeReview(3, { title: 'Sticky keys' }),
  ];

  it('opens on the pending reviews, keeps ?status= and offers every status as an explicit choice', async () => {
    fake.state.queues.review = threeReviews();
    renderApp(<StaffPage />, { route: '/staff?kind=review' });
    await screen.findByText(/Great pad/);
    expect(reviewRows()).toHaveLength(2);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect(listCalls().at(-1)?.args).toMatchObject({ p_kind: 'review', p_status: 'pending' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(reviewRows()).toHaveLength(3));
    expect(listCalls().at(-1)?.args).toMatchObject({ p_kind: 'review', p_status: null });
    expect(screen.getByTestId('location').dataset.search).toBe('?kind=review&status=all');
  });

  it('reads the status from the address', async () => {
    fake.state.queues.review = threeReviews();
    renderApp(<StaffPage />, { route: '/staff?kind=review&status=approved' });
    await screen.findByText(/Loud fan/);
    expect(reviewRows()).toHaveLength(1);
    expect(listCalls().at(-1)?.args).toMatchObject({ p_status: 'approved' });
  });

  it('approves the chosen reviews in one call, after asking, and announces how many', async () => {
    fake.state.queues.review = threeReviews();
    renderApp(<StaffPage />, { route: '/staff?kind=review&status=all' });
    await screen.findByText(/Great pad/);
    // Only pending reviews can be chosen.
    expect(screen.queryByRole('checkbox', { name: `Select review #${uuid(2).slice(0, 8)}` })).toBeNull();
    const approve = () => screen.getByRole('button', { name: /^Approve selected/ });
    expect(approve().textContent).toBe('Approve selected (0)');
    expect((approve() as HTMLButtonElement).disabled).toBe(true);

    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    await userEvent.click(all);
    expect(approve().textContent).toBe('Approve selected (2)');
    await userEvent.click(screen.getByRole('checkbox', { name: `Select review #${uuid(3).slice(0, 8)}` }));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('button', { name: 'Reject selected (1)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: `Select review #${uuid(3).slice(0, 8)}` }));

    await userEvent.click(approve());
    const confirm = screen.getByRole('group', { name: 'Approve 2 selected reviews?' });
    expect(moderateCalls()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve 2 reviews' }));

    await waitFor(() => expect(screen.getByText('2 reviews approved.').getAttribute('role')).toBe('status'));
    expect(moderateCalls()).toEqual([{ p_review_ids: [uuid(1), uuid(3)], p_status: 'approved' }]);
    // The queue is read again: nothing is pending on the page any more; the focus stays on the bar.
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Moderate selected reviews' }));
    expect(fake.state.queues.review.map((r) => r.status)).toEqual(['approved', 'approved', 'approved']);
  });

  it('says why when the server refuses, keeping the choice', async () => {
    fake.state.queues.review = threeReviews();
    fake.state.refuseNext = 'Only staff can moderate reviews.';
    renderApp(<StaffPage />, { route: '/staff?kind=review' });
    await screen.findByText(/Great pad/);
    await userEvent.click(screen.getByRole('checkbox', { name: `Select review #${uuid(1).slice(0, 8)}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected (1)' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Reject 1 selected review?' })).getByRole('button', {
        name: 'Reject 1 review',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The reviews were not moderated: Only staff can moderate reviews.');
    expect(screen.getByRole('button', { name: 'Reject selected (1)' })).toBeTruthy();
  });
});

const moderateCalls = () => fake.state.calls.filter((c) => c.name === 'moderate_reviews').map((c) => c.args);
