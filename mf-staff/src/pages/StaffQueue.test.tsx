import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeStaffBackend, type FakeStaffBackend, fakeOrder, fakeReview } from '../test-utils';
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
