import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { LIFECYCLE_MESSAGES } from 'shared/contracts';
import { collect, renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeStaffBackend,
  displayNumber,
  FAKE_STAFF_NAME,
  type FakeStaffBackend,
  fakeDiscountRequest,
  fakeGameLoad,
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
  const list = await screen.findByRole('list', {
    name: /Orders|Repairs|Game loads|Discount requests|Reviews/,
  });
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
    expect(within(dialog).getByRole('cell', { name: 'PlayStation 1' })).toBeTruthy();
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
    await userEvent.type(within(dialog).getByLabelText('Remark (markdown)'), 'Handed to the customer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Delivered' }));

    const confirm = within(dialog).getByRole('group', {
      name: `Move Order #${displayNumber('GG', 1)} from Out For Delivery to Delivered?`,
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
    const dialog = await screen.findByRole('dialog', { name: `Order #${displayNumber('GG', 21)}` });
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

  it('shows the shopper’s phone, the order’s lines with unit prices and MRP, its code and courier', async () => {
    fake.state.queues.order = [
      fakeOrder(1, {
        discount_code: 'DIWALI10',
        courier: 'Blue Dart',
        tracking_number: 'BD12345678',
        order_status: 'shipped',
        items: [
          {
            product_id: 'p1',
            name: 'PS5 Slim',
            quantity: 2,
            unit_price: 44990,
            list_price: 54990,
            subtotal: 89980,
          },
          {
            product_id: 'p2',
            name: 'HDMI cable',
            quantity: 1,
            unit_price: 499,
            list_price: 499,
            subtotal: 499,
          },
        ],
      }),
    ];
    const dialog = await openFirstItem();
    expect(fact(dialog, 'Phone')).toBe('9876543210');
    expect(fact(dialog, 'Discount code')).toBe('DIWALI10');
    expect(fact(dialog, 'Courier')).toBe('Blue Dart');
    expect(fact(dialog, 'Tracking number')).toBe('BD12345678');
    const table = within(dialog).getByRole('table', { name: 'Items' });
    const [slim, cable] = within(table).getAllByRole('row').slice(1);
    expect(cells(slim)).toEqual(['PS5 Slim', '2 × ₹44,990.00 MRP ₹54,990.00', '₹89,980.00']);
    expect(within(slim as HTMLElement).getByText('₹54,990.00').tagName).toBe('S');
    // No MRP where the shop sold at its list price.
    expect(cells(cable)).toEqual(['HDMI cable', '1 × ₹499.00', '₹499.00']);
  });

  it('shows a repair’s and a game load’s pickup address and phone, and the game load’s quoted price', async () => {
    fake.state.queues.repair = [fakeRepair(1)];
    const repair = await openFirstItem('/staff?kind=repair');
    expect(fact(repair, 'Phone')).toBe('9876543210');
    expect(fact(repair, 'Pickup address')).toBe(
      '4 MG Road, Ashok Nagar, Bengaluru, Karnataka - 560001, India',
    );
    cleanup();

    fake.state.queues.game_load = [fakeGameLoad(2, { phone: null, pickup_address: null })];
    const game = await openFirstItem('/staff?kind=game_load');
    expect(fact(game, 'Phone')).toBe('—');
    expect(fact(game, 'Pickup address')).toBe('—');
    expect(fact(game, 'Quoted price')).toBe('₹1,499.00 (₹999.00 + ₹500.00 add-on)');
  });

  it('names the staff member who made a change in the history, and the shopper and the system otherwise', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'processing' })];
    const event = {
      kind: 'order' as const,
      item_id: uuid(1),
      remark: null,
      created_at: '2026-11-25T12:00:00Z',
    };
    fake.state.events = [
      { ...event, id: 1, from_status: null, to_status: 'pending', actor_role: 'shopper', actor: 'shopper-1' },
      {
        ...event,
        id: 2,
        from_status: 'pending',
        to_status: 'processing',
        actor_role: 'staff',
        actor: 'staff-1',
        actor_name: FAKE_STAFF_NAME,
      },
      {
        ...event,
        id: 3,
        from_status: 'processing',
        to_status: 'processing',
        actor_role: 'system',
        actor: null,
      },
    ];
    const dialog = await openFirstItem();
    const history = within(dialog).getByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries.map((li) => li.textContent?.split(' · ')[1])).toEqual([
      'Shopper',
      'Priya Nair (staff)',
      'System',
    ]);
    expect(history.textContent).not.toContain('staff-1');
  });

  it('tells staff which repair text the shopper sees, keeping the fields’ names', async () => {
    fake.state.queues.repair = [fakeRepair(1)];
    const dialog = await openFirstItem('/staff?kind=repair');
    expect(description(within(dialog).getByLabelText('Remark (markdown)'))).toMatch(/^The shopper sees this/);
    expect(description(within(dialog).getByLabelText('Technician notes'))).toMatch(/^Staff only/);
  });
});

describe('an order’s courier and tracking number', () => {
  const tracking = (dialog: HTMLElement) =>
    within(dialog).getByRole('group', { name: 'Courier and tracking' });

  it('is offered only while the order is processing, shipped or out for delivery', async () => {
    fake.state.queues.order = [fakeOrder(1)];
    const pending = await openFirstItem();
    expect(within(pending).queryByRole('group', { name: 'Courier and tracking' })).toBeNull();
    cleanup();
    fake.state.queues.order = [fakeOrder(1, { order_status: 'out for delivery' })];
    expect(tracking(await openFirstItem())).toBeTruthy();
  });

  it('checks both fields first, then saves them, shows them in the facts and the history', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'processing' })];
    const dialog = await openFirstItem();
    const form = tracking(dialog);
    await userEvent.type(within(form).getByLabelText('Courier', { exact: false }), 'B');
    await userEvent.type(within(form).getByLabelText('Tracking number', { exact: false }), 'bd 1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save tracking' }));
    expect(within(form).getByText("Enter the courier's name: 2 to 60 characters.")).toBeTruthy();
    expect(
      within(form).getByText('Enter the tracking number: 4 to 40 letters, digits or dashes.'),
    ).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Courier', { exact: false }), 'lue Dart');
    await userEvent.clear(within(form).getByLabelText('Tracking number', { exact: false }));
    await userEvent.type(within(form).getByLabelText('Tracking number', { exact: false }), ' bd-12345678 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save tracking' }));
    const confirm = within(form).getByRole('group', {
      name: `Save courier Blue Dart and tracking number BD-12345678 for order ${shortId(1)}, and e-mail the shopper?`,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save tracking' }));

    await waitFor(() => expect(fact(dialog, 'Tracking number')).toBe('BD-12345678'));
    expect(writes()).toEqual([
      {
        name: 'staff_set_order_tracking',
        args: { p_id: uuid(1), p_courier: 'Blue Dart', p_tracking_number: 'BD-12345678' },
      },
    ]);
    expect(fact(dialog, 'Courier')).toBe('Blue Dart');
    const history = within(dialog).getByRole('region', { name: 'History' });
    await within(history).findByText('Courier: Blue Dart. Tracking number: BD-12345678.');
    expect(toasts.list).toContainEqual(
      expect.objectContaining({ status: 'success', title: 'Courier and tracking number saved.' }),
    );
  });

  it('shows the server’s refusal as it is, keeping what was typed', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'shipped' })];
    const refusal = LIFECYCLE_MESSAGES.trackingWhile('pending');
    fake.state.refuseNext = refusal;
    const dialog = await openFirstItem();
    const form = tracking(dialog);
    await userEvent.type(within(form).getByLabelText('Courier', { exact: false }), 'Delhivery');
    await userEvent.type(within(form).getByLabelText('Tracking number', { exact: false }), 'DL-98765');
    await userEvent.click(within(form).getByRole('button', { name: 'Save tracking' }));
    await userEvent.click(
      within(within(form).getByRole('group', { name: /^Save courier/ })).getByRole('button', {
        name: 'Save tracking',
      }),
    );
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(`The tracking was not saved: ${refusal}`);
    expect((within(form).getByLabelText('Courier', { exact: false }) as HTMLInputElement).value).toBe(
      'Delhivery',
    );
    expect(fact(dialog, 'Courier')).toBeNull();
    expect(toasts.list).toContainEqual(
      expect.objectContaining({ status: 'error', title: 'The change was not saved', description: refusal }),
    );
  });
});

/** The text of a fact of the open item (null when it has none). */
function fact(dialog: HTMLElement, term: string): string | null {
  const dt = within(dialog)
    .queryAllByText(term, { selector: 'dt' })
    .find((el) => el.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

const cells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

const shortId = (n: number) => `#${displayNumber('GG', n)}`;

/** A field's description (its hint, counter and error, as aria-describedby names them). */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
