import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { RETURN_MESSAGES } from 'shared/contracts';
import { collect, renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeStaffBackend,
  displayNumber,
  FAKE_STAFF_NAME,
  type FakeStaffBackend,
  fakeOrder,
  fakeReturn,
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

const READS = ['staff_list_items', 'get_item_events', 'staff_order_payment'];
const writes = () => fake.state.calls.filter((c) => !READS.includes(c.name));
const listCalls = () => fake.state.calls.filter((c) => c.name === 'staff_list_items');

async function openFirstReturn() {
  renderApp(<StaffPage />, { route: '/staff?kind=return' });
  const list = await screen.findByRole('list', { name: 'Returns' });
  await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
  return screen.findByRole('dialog', { name: `Return request #${displayNumber('RT', 1)}` });
}

function fact(dialog: HTMLElement, term: string): string | null {
  const dt = within(dialog)
    .queryAllByText(term, { selector: 'dt' })
    .find((el) => el.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

const moveButtons = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button', { name: /^Move to / })
    .map((b) => b.textContent);

const confirmIn = (dialog: HTMLElement, label: string) =>
  userEvent.click(
    within(within(dialog).getByRole('group', { name: /\?$/ })).getByRole('button', { name: label }),
  );

describe('the returns queue', () => {
  it('is a tab of the console, lists returns and replacements, filters by their statuses and searches', async () => {
    fake.state.queues.return = [
      fakeReturn(1),
      fakeReturn(2, {
        kind: 'replacement',
        reason: 'damaged',
        reason_label: 'Arrived damaged',
        status: 'approved',
      }),
    ];
    renderApp(<StaffPage />, { route: '/staff' });
    await userEvent.click(await screen.findByRole('button', { name: 'Returns' }));
    const list = await screen.findByRole('list', { name: 'Returns' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/ × /).textContent)).toEqual([
      'Return: PlayStation 1 × 1 · Defective or not working',
      'Replacement: PlayStation 2 × 1 · Arrived damaged',
    ]);
    expect(screen.getByRole('heading', { name: 'Returns · 2' })).toBeTruthy();

    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All statuses',
      'Requested',
      'Approved',
      'Picked Up',
      'Received',
      'Refunded',
      'Replaced',
      'Rejected',
      'Cancelled',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'approved');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Returns' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(listCalls().at(-1)?.args).toMatchObject({ p_kind: 'return', p_status: 'approved' });

    await userEvent.type(screen.getByLabelText('Search'), 'shopper2');
    await waitFor(() => expect(listCalls().at(-1)?.args).toMatchObject({ p_search: 'shopper2' }));
  });

  it('shows the request, the shopper, the pickup, the money and links its order', async () => {
    fake.state.queues.return = [fakeReturn(1, { quantity: 2, refund_amount: 123456.5 })];
    const dialog = await openFirstReturn();
    expect(fact(dialog, 'Shopper')).toBe('Shopper 1 (shopper1@example.in)');
    expect(fact(dialog, 'Phone')).toBe('9876543210');
    expect(fact(dialog, 'Request')).toBe('Return');
    expect(fact(dialog, 'Product')).toBe('PlayStation 1 × 2');
    expect(fact(dialog, 'Reason')).toBe('Defective or not working');
    // The shopper's words as text: no markup.
    expect(fact(dialog, 'Shopper’s comment')).toBe('<b>No picture</b> after an hour');
    expect(dialog.querySelector('b')).toBeNull();
    expect(fact(dialog, 'Pickup address')).toBe('Asha Rao, 12 Marine Drive, Mumbai 400001');
    expect(fact(dialog, 'Payment method')).toBe('Pay online');
    expect(fact(dialog, 'Refund amount')).toBe('₹1,23,456.50');
    expect(fact(dialog, 'Refund to UPI ID')).toBeNull();
    expect(fact(dialog, 'Can be sold again')).toBeNull();
    const orderId = fake.state.queues.return[0]?.order_id as string;
    const order = within(dialog).getByRole('link', { name: 'Order #GG-26-00001A' });
    expect(order.getAttribute('href')).toBe(`/staff?kind=order&id=${orderId}`);
    // It opens the order's detail over the orders queue.
    fake.state.queues.order = [fakeOrder(1, { id: orderId, display_number: 'GG-26-00001A' })];
    await userEvent.click(order);
    await screen.findByRole('dialog', { name: 'Order #GG-26-00001A' });
    expect(screen.getByTestId('location').textContent).toBe('/staff');
  });

  it('shows a cash-on-delivery return’s UPI ID and whether it can be sold again', async () => {
    fake.state.queues.return = [
      fakeReturn(1, {
        payment_method: 'cod',
        refund_upi: 'asha@okhdfcbank',
        status: 'received',
        resellable: false,
      }),
    ];
    const dialog = await openFirstReturn();
    expect(fact(dialog, 'Payment method')).toBe('Cash on delivery');
    expect(fact(dialog, 'Refund to UPI ID')).toBe('asha@okhdfcbank');
    expect(fact(dialog, 'Can be sold again')).toBe('No');
  });

  it('names who changed the request in its history', async () => {
    fake.state.queues.return = [fakeReturn(1, { status: 'approved' })];
    fake.state.events = [
      {
        id: 1,
        kind: 'return',
        item_id: uuid(1),
        from_status: null,
        to_status: 'requested',
        remark: null,
        actor_role: 'shopper',
        actor: 'shopper-1',
        created_at: '2026-11-25T12:00:00Z',
      },
      {
        id: 2,
        kind: 'return',
        item_id: uuid(1),
        from_status: 'requested',
        to_status: 'approved',
        remark: 'Pickup tomorrow',
        actor_role: 'staff',
        actor: 'staff-1',
        actor_name: FAKE_STAFF_NAME,
        created_at: '2026-11-25T13:00:00Z',
      },
    ];
    const dialog = await openFirstReturn();
    const history = within(dialog).getByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries[0]?.textContent).toContain('Created as Requested');
    expect(entries[0]?.textContent).toContain('Shopper');
    expect(entries[1]?.textContent).toContain('Requested → Approved');
    expect(entries[1]?.textContent).toContain(`${FAKE_STAFF_NAME} (staff)`);
    expect(within(entries[1] as HTMLElement).getByText('Pickup tomorrow')).toBeTruthy();
  });
});

describe('moving a return request', () => {
  it('offers approve, reject and cancel to a new request and asks why before rejecting', async () => {
    fake.state.queues.return = [fakeReturn(1)];
    const dialog = await openFirstReturn();
    expect(moveButtons(dialog)).toEqual(['Move to Approved', 'Move to Rejected', 'Move to Cancelled']);
    expect(within(dialog).queryByRole('group', { name: 'Receive' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    const remark = within(dialog).getByLabelText(/^Remark/);
    expect(remark.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(RETURN_MESSAGES.rejectReason)).toBeTruthy();
    expect(document.activeElement).toBe(remark);
    expect(writes()).toEqual([]);

    await userEvent.type(remark, 'The seal is broken');
    expect(within(dialog).queryByText(RETURN_MESSAGES.rejectReason)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    await confirmIn(dialog, 'Move to Rejected');
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          name: 'staff_transition',
          args: { p_kind: 'return', p_id: uuid(1), p_status: 'rejected', p_remark: 'The seal is broken' },
        },
      ]),
    );
    await within(dialog).findByText('Rejected is final: nothing follows it.');
  });

  it('shows the database’s refusal in an alert and puts the status back', async () => {
    fake.state.queues.return = [fakeReturn(1)];
    fake.state.refuseNext = RETURN_MESSAGES.rejectReason;
    const dialog = await openFirstReturn();
    await userEvent.type(within(dialog).getByLabelText(/^Remark/), '   x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    await confirmIn(dialog, 'Move to Rejected');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`The change was not saved: ${RETURN_MESSAGES.rejectReason}`);
    expect(within(dialog).getByText('Requested', { selector: '[data-status]' })).toBeTruthy();
  });

  it('approves, then marks the pickup', async () => {
    fake.state.queues.return = [fakeReturn(1, { status: 'approved' })];
    const dialog = await openFirstReturn();
    expect(moveButtons(dialog)).toEqual(['Move to Picked Up', 'Move to Cancelled']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Picked Up' }));
    await confirmIn(dialog, 'Move to Picked Up');
    await within(dialog).findByRole('group', { name: 'Receive' });
    expect(moveButtons(dialog)).toEqual([]);
    await waitFor(() =>
      expect(toasts.list).toContainEqual(
        expect.objectContaining({ status: 'success', title: 'Return request moved to Picked Up.' }),
      ),
    );
  });
});

describe('receiving a return', () => {
  it('needs the answer to “Can it be sold again?”, then receives it with the remark', async () => {
    fake.state.queues.return = [fakeReturn(1, { status: 'picked_up', quantity: 2 })];
    const dialog = await openFirstReturn();
    const receive = within(dialog).getByRole('group', { name: 'Receive' });
    await userEvent.click(within(receive).getByRole('button', { name: 'Receive' }));
    const question = within(receive).getByRole('radiogroup', { name: 'Can it be sold again?' });
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(within(receive).getByText(RETURN_MESSAGES.resellable)).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Remark/), 'Box opened, unit fine');
    await userEvent.click(within(question).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(receive).getByRole('button', { name: 'Receive' }));
    expect(within(receive).queryByText(RETURN_MESSAGES.resellable)).toBeNull();
    const confirm = within(receive).getByRole('group', {
      name: `Mark Return request #${displayNumber('RT', 1)} received, as sellable again (its 2 units go back to stock)?`,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Receive' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          name: 'staff_receive_return',
          args: { p_id: uuid(1), p_resellable: true, p_remark: 'Box opened, unit fine' },
        },
      ]),
    );
    await waitFor(() => expect(fact(dialog, 'Can be sold again')).toBe('Yes'));
    await within(dialog).findByRole('group', { name: 'Complete' });
    expect((within(dialog).getByLabelText(/^Remark/) as HTMLTextAreaElement).value).toBe('');
  });
});

describe('completing a return', () => {
  it('refunds an online order’s return to its payment method', async () => {
    fake.state.queues.return = [fakeReturn(1, { status: 'received', resellable: true })];
    const dialog = await openFirstReturn();
    expect(moveButtons(dialog)).toEqual(['Move to Rejected']);
    const complete = within(dialog).getByRole('group', { name: 'Complete' });
    expect(within(complete).queryByLabelText(/UPI reference number/)).toBeNull();
    await userEvent.click(
      within(complete).getByRole('button', { name: 'Refund ₹49,990.00 to the original payment method' }),
    );
    expect(writes()).toEqual([]);
    const confirm = within(complete).getByRole('group', {
      name: `Refund ₹49,990.00 for Return request #${displayNumber('RT', 1)} to the shopper’s original payment method?`,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Refund ₹49,990.00' }));
    await waitFor(() =>
      expect(writes()).toEqual([{ name: 'staff_complete_return', args: { p_id: uuid(1), p_remark: null } }]),
    );
    await within(dialog).findByText('Refunded is final: nothing follows it.');
    await waitFor(() =>
      expect(toasts.list).toContainEqual(
        expect.objectContaining({ status: 'success', title: 'Refund of ₹49,990.00 started.' }),
      ),
    );
  });

  it('records a cash-on-delivery refund with the UPI transfer’s reference, checked first', async () => {
    fake.state.queues.return = [
      fakeReturn(1, {
        status: 'received',
        payment_method: 'cod',
        refund_upi: 'asha@okhdfcbank',
        refund_amount: 2499,
      }),
    ];
    const dialog = await openFirstReturn();
    const complete = within(dialog).getByRole('group', { name: 'Complete' });
    expect(complete.textContent).toContain('asha@okhdfcbank');
    expect(complete.textContent).toContain('₹2,499.00');
    const reference = within(complete).getByLabelText(/UPI reference number/);

    await userEvent.click(within(complete).getByRole('button', { name: 'Record UPI refund' }));
    expect(within(complete).getByText(RETURN_MESSAGES.upiReference)).toBeTruthy();
    await userEvent.type(reference, 'ab c');
    await userEvent.click(within(complete).getByRole('button', { name: 'Record UPI refund' }));
    expect(within(complete).getByText(RETURN_MESSAGES.upiReference)).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.clear(reference);
    await userEvent.type(reference, ' 4321-UPI-987 ');
    await userEvent.click(within(complete).getByRole('button', { name: 'Record UPI refund' }));
    const confirm = within(complete).getByRole('group', {
      name: `Record the UPI refund of ₹2,499.00 to asha@okhdfcbank (reference 4321-UPI-987) for Return request #${displayNumber('RT', 1)}?`,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Record UPI refund' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          name: 'staff_complete_return',
          args: { p_id: uuid(1), p_remark: null, p_reference: '4321-UPI-987' },
        },
      ]),
    );
    await within(dialog).findByText('Refunded is final: nothing follows it.');
  });

  it('sends a replacement, showing the database’s refusal while the stock is short, then the new order', async () => {
    fake.state.queues.return = [
      fakeReturn(1, { kind: 'replacement', status: 'received', resellable: false, refund_amount: 0 }),
    ];
    fake.state.stock.p1 = 0;
    const dialog = await openFirstReturn();
    expect(fact(dialog, 'Refund amount')).toBeNull();
    const complete = within(dialog).getByRole('group', { name: 'Complete' });
    await userEvent.click(within(complete).getByRole('button', { name: 'Send replacement' }));
    await confirmIn(complete, 'Send replacement');
    const alert = await within(complete).findByRole('alert');
    expect(alert.textContent).toBe(
      'The replacement was not sent: Only 0 left in stock for PlayStation 1: restock it before sending the replacement.',
    );
    await waitFor(() =>
      expect(within(dialog).getByText('Received', { selector: '[data-status]' })).toBeTruthy(),
    );

    fake.state.stock.p1 = 3;
    await userEvent.click(within(complete).getByRole('button', { name: 'Send replacement' }));
    expect(within(complete).queryByRole('alert')).toBeNull();
    await confirmIn(complete, 'Send replacement');
    const replacement = await within(dialog).findByRole('link', { name: 'Replacement order #00000001' });
    expect(replacement.getAttribute('href')).toBe(
      `/staff?kind=order&id=${fake.state.queues.return[0]?.replacement_order_id as string}`,
    );
    expect(fact(dialog, 'Status')).toBe('Replaced');
    expect(within(dialog).getByText(/^Replaced is final/).textContent).toBe(
      'Replaced is final: nothing follows it. The replacement went as order #00000001.',
    );
    expect(writes().map((w) => w.name)).toEqual(['staff_complete_return', 'staff_complete_return']);
  });
});
