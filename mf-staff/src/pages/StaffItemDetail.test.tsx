import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { collect, renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeStaffBackend,
  type FakeStaffBackend,
  fakeDiscountRequest,
  fakeOrder,
  fakeRepair,
  fakeReview,
  uuid,
} from '../test-utils';
import { StaffPage } from './StaffPage';

let fake: FakeStaffBackend;
let toasts: ReturnType<typeof collect<'toast'>>;

beforeEach(() => {
  fake = createFakeStaffBackend();
  setSupabaseForTests(fake.client);
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
  toasts = collect('toast');
});

afterEach(() => {
  toasts.stop();
  resetSupabaseForTests();
});

async function openFirstItem(route = '/staff') {
  renderApp(<StaffPage />, { route });
  const list = await screen.findByRole('list', { name: /Orders|Repairs|Discount requests|Reviews/ });
  await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
  return screen.findByRole('dialog');
}

const moveButtons = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button', { name: /^Move to / })
    .map((b) => b.textContent);
const READS = ['staff_list_products', 'staff_list_items', 'get_item_events', 'staff_order_payment'];
const writes = () => fake.state.calls.filter((c) => !READS.includes(c.name));

describe('staff item detail', () => {
  it('offers only the statuses the order may move to next', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'shipped' })];
    const dialog = await openFirstItem();
    expect(moveButtons(dialog)).toEqual(['Move to Out For Delivery', 'Move to Cancelled', 'Move to Failed']);
    expect(within(dialog).getByText('PlayStation 1 × 1')).toBeTruthy();
  });

  it('says a delivered order is final and offers no move', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'delivered' })];
    const dialog = await openFirstItem();
    expect(moveButtons(dialog)).toEqual([]);
    expect(within(dialog).getByText('Delivered is final: nothing follows it.')).toBeTruthy();
  });

  it('asks first, shows the new status at once, then records it with the remark in the history', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'out for delivery' })];
    let release = () => {};
    fake.state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dialog = await openFirstItem();
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'Handed to the customer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Delivered' }));

    const confirm = within(dialog).getByRole('group', {
      name: `Move Order #${uuid(1).slice(0, 8)} from Out For Delivery to Delivered?`,
    });
    expect(writes()).toEqual([]);
    const confirmButton = within(confirm).getByRole('button', { name: 'Move to Delivered' });
    expect(document.activeElement).toBe(confirmButton);
    await userEvent.click(confirmButton);

    // Optimistic: the badge changes before the server answers.
    await waitFor(() =>
      expect(within(dialog).getByText('Delivered', { selector: '[data-status]' })).toBeTruthy(),
    );
    expect(writes()).toEqual([
      {
        name: 'staff_transition',
        args: { p_kind: 'order', p_id: uuid(1), p_status: 'delivered', p_remark: 'Handed to the customer' },
      },
    ]);
    release();
    await waitFor(() =>
      expect(toasts.list).toContainEqual(
        expect.objectContaining({ status: 'success', title: 'Order moved to Delivered.' }),
      ),
    );
    const history = within(dialog).getByRole('region', { name: 'History' });
    await within(history).findByText('Out For Delivery → Delivered');
    expect(within(history).getByText('Handed to the customer')).toBeTruthy();
    expect(within(dialog).getByText('Delivered is final: nothing follows it.')).toBeTruthy();
  });

  it('puts the status back and says why when the server refuses', async () => {
    fake.state.queues.order = [fakeOrder(1)];
    fake.state.refuseNext = 'Order cannot move from Cancelled to Processing.';
    const dialog = await openFirstItem();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Processing' }));
    // The queue is not read again before the check below: the console itself puts the item back.
    fake.state.listGate = new Promise<void>(() => {});
    await userEvent.click(
      within(within(dialog).getByRole('group')).getByRole('button', { name: 'Move to Processing' }),
    );
    await waitFor(() =>
      expect(toasts.list).toContainEqual(
        expect.objectContaining({
          status: 'error',
          title: 'The change was not saved',
          description: 'Order cannot move from Cancelled to Processing.',
        }),
      ),
    );
    expect(within(dialog).getByText('Pending', { selector: '[data-status]' })).toBeTruthy();
    expect(moveButtons(dialog)).toEqual(['Move to Processing', 'Move to Cancelled', 'Move to Failed']);
  });

  it('cancelling the confirmation sends nothing', async () => {
    fake.state.queues.order = [fakeOrder(1)];
    const dialog = await openFirstItem();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Cancelled' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    expect(within(dialog).queryByRole('group')).toBeNull();
  });

  it('sends a discount offer for one of our products, with its price and days, refusing what the database would', async () => {
    fake.state.queues.discount_request = [fakeDiscountRequest(1)];
    const dialog = await openFirstItem('/staff?kind=discount_request');
    expect(moveButtons(dialog)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Offer price (₹)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByText('Offer price must be a positive number.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the product this offer is for.')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Find our product'), 'slim');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /PlayStation 5 Slim · ₹49,990/ }));
    await userEvent.clear(within(dialog).getByLabelText('Offer price (₹)'));
    await userEvent.type(within(dialog).getByLabelText('Offer price (₹)'), '49990');
    await userEvent.clear(within(dialog).getByLabelText('Valid for (days)'));
    await userEvent.type(within(dialog).getByLabelText('Valid for (days)'), '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByText('The offer must be below our price of ₹49,990.00.')).toBeTruthy();
    expect(within(dialog).getByText('An offer holds for 1 to 30 days.')).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Valid for (days)'));
    await userEvent.type(within(dialog).getByLabelText('Valid for (days)'), '10');
    await userEvent.clear(within(dialog).getByLabelText('Offer price (₹)'));
    await userEvent.type(within(dialog).getByLabelText('Offer price (₹)'), '10499');
    await userEvent.type(within(dialog).getByLabelText('Remark (markdown)'), 'Best price **this week**');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await userEvent.click(
      within(within(dialog).getByRole('group')).getByRole('button', { name: 'Send offer' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByText('Offer Sent', { selector: '[data-status]' })).toBeTruthy(),
    );
    expect(writes()).toEqual([
      {
        name: 'staff_send_discount_offer',
        args: {
          p_id: uuid(1),
          p_our_price: 10499,
          p_remarks: 'Best price **this week**',
          p_product_id: '00000001-0000-4000-8000-0000000000bb',
          p_valid_days: 10,
        },
      },
    ]);
    expect(moveButtons(dialog)).toEqual(['Move to Approved', 'Move to Rejected']);
  });

  it('previews a markdown remark with raw HTML kept as text', async () => {
    fake.state.queues.discount_request = [fakeDiscountRequest(1)];
    const dialog = await openFirstItem('/staff?kind=discount_request');
    await userEvent.type(
      within(dialog).getByLabelText('Remark (markdown)'),
      '**Deal** <img src=x onerror=alert(1)>',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('markdown-remark', {}, { timeout: 5000 });
    expect(within(preview).getByText('Deal').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
  });

  it('approves a pending review', async () => {
    fake.state.queues.review = [fakeReview(1)];
    const dialog = await openFirstItem('/staff?kind=review');
    expect(within(dialog).getByText('<b>not bold</b> works well')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(within(dialog).getByRole('group')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByText('This review is Approved.')).toBeTruthy());
    expect(writes()).toEqual([
      { name: 'moderate_review', args: { p_review_id: uuid(1), p_status: 'approved' } },
    ]);
  });

  it('opens an item from a link even when it is not on the queue page', async () => {
    fake.state.queues.order = [...Array.from({ length: 21 }, (_, i) => fakeOrder(i + 1))];
    renderApp(<StaffPage />, { route: `/staff?id=${uuid(21)}` });
    const dialog = await screen.findByRole('dialog', { name: `Order #${uuid(21).slice(0, 8)}` });
    await within(dialog).findByText('shopper21@example.in', { exact: false });
  });

  it('assigns a technician and an estimated completion to a repair', async () => {
    fake.state.queues.repair = [fakeRepair(1)];
    const dialog = await openFirstItem('/staff?kind=repair');
    expect(moveButtons(dialog)).toEqual(['Move to Diagnosing', 'Move to Cancelled']);
    await userEvent.type(within(dialog).getByLabelText('Technician'), 'Ravi Kumar');
    await userEvent.type(within(dialog).getByLabelText('Estimated completion'), '2026-12-01T10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save assignment' }));
    await userEvent.click(
      within(within(dialog).getByRole('group')).getByRole('button', { name: 'Save assignment' }),
    );
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      name: 'staff_assign_repair',
      args: {
        p_id: uuid(1),
        p_technician: 'Ravi Kumar',
        p_estimated_completion: '2026-12-01T05:00:00.000Z',
      },
    });
    await waitFor(() =>
      expect(toasts.list).toContainEqual(
        expect.objectContaining({ status: 'success', title: 'Assignment saved.' }),
      ),
    );
  });
});
