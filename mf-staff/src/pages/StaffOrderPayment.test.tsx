import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { collect, renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeStaffBackend,
  displayNumber,
  type FakeStaffBackend,
  fakeOrder,
  fakePayment,
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

const ORDER = uuid(1);
const REF = `#${displayNumber('GG', 1)}`;

/** Opens order 1 from the queue and answers its Payment section once loaded. */
async function openPayment() {
  renderApp(<StaffPage />, { route: '/staff' });
  const list = await screen.findByRole('list', { name: 'Orders' });
  await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: `Order ${REF}` });
  const payment = within(dialog).getByRole('region', { name: 'Payment' });
  await within(payment).findByText('Method');
  return { dialog, payment };
}

/** The text of a fact (dt/dd pair) of the payment section. */
function fact(section: HTMLElement, term: string): string {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

const READS = ['staff_list_items', 'get_item_events', 'staff_order_payment'];
const writes = () => fake.state.calls.filter((c) => !READS.includes(c.name));
const paymentReads = () => fake.state.calls.filter((c) => c.name === 'staff_order_payment').length;

describe('order payment', () => {
  it('shows an online payment: method, status, Razorpay ids, amounts, refunds and events in India’s time', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'processing' })];
    fake.state.payments[ORDER] = fakePayment({
      amount_refunded: 1000,
      refunds: [
        {
          id: 'refund-1',
          amount: 1000,
          status: 'processed',
          reason: 'Late delivery',
          razorpay_refund_id: 'rfnd_RZP0001',
          last_error: null,
          created_at: '2026-11-25T08:00:00Z',
        },
        {
          id: 'refund-2',
          amount: 250,
          status: 'failed',
          reason: 'Goodwill',
          razorpay_refund_id: null,
          last_error: 'BAD_REQUEST_ERROR: The refund amount exceeds the payment',
          created_at: '2026-11-25T09:00:00Z',
        },
      ],
    });
    const { payment } = await openPayment();

    expect(fact(payment, 'Method')).toBe('Pay online');
    expect(within(payment).getByText('Paid', { selector: '[data-payment-status]' })).toBeTruthy();
    expect(fact(payment, 'Razorpay order')).toContain('order_RZP0001');
    expect(fact(payment, 'Razorpay payment')).toContain('pay_RZP0001');
    expect(fact(payment, 'Total')).toBe('₹49,990.00');
    expect(fact(payment, 'Paid')).toBe('₹49,990.00');
    expect(fact(payment, 'Refunded')).toBe('₹1,000.00');
    expect(fact(payment, 'Refundable')).toBe('₹48,990.00');
    expect(within(payment).queryByRole('alert')).toBeNull();

    const refundList = within(payment).getByRole('list', { name: 'Refunds' });
    const [done, failed] = within(refundList).getAllByRole('listitem');
    expect(done?.textContent).toContain('₹1,000.00');
    expect(within(done as HTMLElement).getByText('Refunded').dataset.refundStatus).toBe('processed');
    expect(done?.textContent).toContain('25 Nov 2026, 1:30 pm');
    expect(done?.textContent).toContain('rfnd_RZP0001');
    expect(done?.textContent).toContain('Late delivery');
    expect(within(failed as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(failed?.textContent).toContain('BAD_REQUEST_ERROR: The refund amount exceeds the payment');

    const events = within(within(payment).getByRole('list', { name: 'Payment events' })).getAllByRole(
      'listitem',
    );
    expect(events).toHaveLength(2);
    expect(events[0]?.textContent).toContain('payment.captured');
    expect(events[0]?.textContent).toContain('Paid');
    expect(events[0]?.textContent).toContain('₹49,990.00');
    expect(events[0]?.textContent).toContain('25 Nov 2026, 12:15 pm · Checkout handler · UPI');
    expect(events[1]?.textContent).toContain('Already paid');
    expect(events[1]?.textContent).toContain('Razorpay webhook');
  });

  it('copies a Razorpay id', async () => {
    const user = userEvent.setup();
    fake.state.queues.order = [fakeOrder(1)];
    fake.state.payments[ORDER] = fakePayment();
    const { payment } = await openPayment();
    await user.click(within(payment).getByRole('button', { name: 'Copy Razorpay payment id' }));
    await within(payment).findByRole('button', { name: 'Razorpay payment id copied' });
    expect(await navigator.clipboard.readText()).toBe('pay_RZP0001');
  });

  it('puts what needs a person first, and marks the order in the queue', async () => {
    const flag = 'Amount mismatch on pay_RZP0001: INR 100 paise received, 4999000 INR paise due.';
    fake.state.queues.order = [fakeOrder(1, { payment_flag: flag }), fakeOrder(2)];
    fake.state.payments[ORDER] = fakePayment({
      payment_status: 'pending',
      amount_paid: 0,
      payment_flag: flag,
    });
    renderApp(<StaffPage />, { route: '/staff' });
    const list = await screen.findByRole('list', { name: 'Orders' });
    const [flagged, plain] = within(list).getAllByRole('listitem');
    expect(within(flagged as HTMLElement).getByText('Payment needs attention')).toBeTruthy();
    expect(within(plain as HTMLElement).queryByText('Payment needs attention')).toBeNull();

    await userEvent.click(within(flagged as HTMLElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(within(dialog).getByRole('region', { name: 'Payment' })).findByRole('alert');
    expect(alert.textContent).toBe(`Needs attention${flag}`);
  });

  it('offers no refund for cash on delivery, and shows no Razorpay ids', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'processing' })];
    const { payment } = await openPayment();
    expect(fact(payment, 'Method')).toBe('Cash on delivery');
    expect(within(payment).getByText('Cash on delivery', { selector: '[data-payment-status]' })).toBeTruthy();
    expect(fact(payment, 'Razorpay order')).toBe('—');
    expect(fact(payment, 'Refundable')).toBe('₹0.00');
    expect(within(payment).queryByRole('form', { name: 'Refund' })).toBeNull();
    expect(within(payment).getByText('No refunds.')).toBeTruthy();
    expect(within(payment).getByText('No payment events yet.')).toBeTruthy();
  });

  it('lets staff only cancel an order waiting for its payment, and shows until when it is held', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'payment_pending' })];
    fake.state.payments[ORDER] = fakePayment({
      payment_status: 'pending',
      payment_hold_until: '2026-11-25T12:15:00Z',
      razorpay_payment_id: null,
      amount_paid: 0,
      events: [],
    });
    const { dialog, payment } = await openPayment();
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Move to / })
        .map((b) => b.textContent),
    ).toEqual(['Move to Cancelled']);
    expect(fact(payment, 'Held until')).toBe('25 Nov 2026, 5:45 pm');
    expect(within(payment).getByText('Awaiting payment', { selector: '[data-payment-status]' })).toBeTruthy();
    expect(within(payment).queryByRole('form', { name: 'Refund' })).toBeNull();
  });

  it('warns that cancelling an order paid online refunds it', async () => {
    fake.state.queues.order = [
      fakeOrder(1, { order_status: 'processing', payment_method: 'online', payment_status: 'paid' }),
    ];
    fake.state.payments[ORDER] = fakePayment();
    const { dialog } = await openPayment();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Cancelled' }));
    expect(
      within(dialog).getByRole('group', {
        name: `Move Order ${REF} from Processing to Cancelled? What is left of its online payment is refunded to the shopper.`,
      }),
    ).toBeTruthy();
  });

  it('shows the server’s refusal to read the payment, with a retry', async () => {
    fake.state.queues.order = [fakeOrder(1)];
    fake.state.payments[ORDER] = fakePayment();
    let refuse = true;
    const rpc = fake.client.rpc.getMockImplementation();
    fake.client.rpc.mockImplementation(async (name, args) =>
      refuse && name === 'staff_order_payment'
        ? { data: null, error: { message: 'Only staff can read payments.', code: '42501' } }
        : (rpc?.(name, args) as never),
    );
    renderApp(<StaffPage />, { route: `/staff?id=${ORDER}` });
    const dialog = await screen.findByRole('dialog');
    const payment = await within(dialog).findByRole('region', { name: 'Payment' });
    const alert = await within(payment).findByRole('alert');
    expect(alert.textContent).toContain('Could not load the payment');
    expect(alert.textContent).toContain('Only staff can read payments.');
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fact(payment, 'Method')).toBe('Pay online'));
  });
});

describe('refund', () => {
  beforeEach(() => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'delivered' })];
    fake.state.payments[ORDER] = fakePayment();
  });

  const fields = (form: HTMLElement) => ({
    amount: within(form).getByLabelText(/^Amount/) as HTMLInputElement,
    reason: within(form).getByLabelText(/^Reason/) as HTMLTextAreaElement,
  });

  it('starts with all that is refundable and checks the amount and the reason before asking', async () => {
    const { payment } = await openPayment();
    const form = within(payment).getByRole('form', { name: 'Refund' });
    const { amount, reason } = fields(form);
    expect(amount.value).toBe('49990.00');
    expect(reason.value).toBe('');

    await userEvent.clear(amount);
    await userEvent.type(amount, '50000');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByText('At most ₹49,990.00 can be refunded.')).toBeTruthy();
    expect(within(form).getByText('A reason of up to 500 characters is required.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    for (const typed of ['12.345', '0', '-10', 'ten']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
      expect(within(form).getByText('Enter an amount in rupees and paise, above zero.')).toBeTruthy();
    }

    await userEvent.type(reason, '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByText('A reason of up to 500 characters is required.')).toBeTruthy();
    expect(reason.maxLength).toBe(500);
    expect(within(form).queryByRole('group')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('asks first, then refunds, says so and shows the refund and what is left', async () => {
    const { dialog, payment } = await openPayment();
    const form = within(payment).getByRole('form', { name: 'Refund' });
    const { amount, reason } = fields(form);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1250.5');
    await userEvent.type(reason, 'Box damaged in transit');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));

    const question = `Refund ₹1,250.50 of order ${REF} to the shopper’s original payment method?`;
    const confirm = within(form).getByRole('group', { name: question });
    const confirmButton = within(confirm).getByRole('button', { name: 'Refund ₹1,250.50' });
    expect(document.activeElement).toBe(confirmButton);
    expect(amount.readOnly).toBe(true);
    expect(writes()).toEqual([]);

    // Cancelling sends nothing and keeps what was typed.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    expect(amount.value).toBe('1250.5');
    expect(reason.value).toBe('Box damaged in transit');

    const readsBefore = paymentReads();
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Refund ₹1,250.50' }));
    await waitFor(() =>
      expect(toasts.list).toContainEqual(
        expect.objectContaining({ status: 'success', title: 'Refund of ₹1,250.50 started.' }),
      ),
    );
    expect(writes()).toEqual([
      {
        name: 'staff_refund_order',
        args: { p_order_id: ORDER, p_amount: 1250.5, p_reason: 'Box damaged in transit' },
      },
    ]);

    // The payment is read again: the refund listed, what is left offered next.
    await waitFor(() => expect(fact(payment, 'Refundable')).toBe('₹48,739.50'));
    expect(paymentReads()).toBeGreaterThan(readsBefore);
    const refund = within(within(payment).getByRole('list', { name: 'Refunds' })).getByRole('listitem');
    expect(refund.textContent).toContain('₹1,250.50');
    expect(refund.textContent).toContain('Requested');
    expect(refund.textContent).toContain('Box damaged in transit');
    const after = fields(within(payment).getByRole('form', { name: 'Refund' }));
    expect(after.amount.value).toBe('48739.50');
    expect(after.reason.value).toBe('');
    expect(after.amount.readOnly).toBe(false);
    // The detail stays open on the order.
    expect(dialog.isConnected).toBe(true);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const { payment } = await openPayment();
    const form = within(payment).getByRole('form', { name: 'Refund' });
    const { amount, reason } = fields(form);
    await userEvent.type(reason, 'Price dropped after purchase');
    fake.state.refuseNext = 'At most ₹100.00 can be refunded.';
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Refund ₹49,990.00' }));

    await waitFor(() =>
      expect(toasts.list).toContainEqual(
        expect.objectContaining({
          status: 'error',
          title: 'The refund was not made',
          description: 'At most ₹100.00 can be refunded.',
        }),
      ),
    );
    await within(form).findByText('At most ₹100.00 can be refunded.');
    expect(amount.value).toBe('49990.00');
    expect(reason.value).toBe('Price dropped after purchase');
    expect(amount.readOnly).toBe(false);
    expect(toasts.list.some((t) => t.status === 'success')).toBe(false);

    // Editing clears the refusal; the next attempt goes through.
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    expect(within(form).queryByText('At most ₹100.00 can be refunded.')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Refund ₹100.00' }));
    await waitFor(() => expect(fact(payment, 'Refundable')).toBe('₹49,890.00'));
  });
});
