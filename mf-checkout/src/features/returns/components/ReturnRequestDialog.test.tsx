import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { RETURN_MESSAGES, type ReturnOptionsItem, type ReturnRequest } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  collect,
  createFakeBackend,
  type FakeBackend,
  renderApp,
  signIn,
  signOut,
} from '../../../test-utils';
import { ItemReturns, windowsText } from './ItemReturns';
import { ReturnRequestDialog } from './ReturnRequestDialog';

const ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab';
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

const item = (over: Partial<ReturnOptionsItem> = {}): ReturnOptionsItem => ({
  product_id: 'p2',
  name: 'DualSense',
  slug: 'pad',
  quantity: 2,
  unit_refund: 5391,
  return_until: IN_A_WEEK,
  replacement_until: IN_A_WEEK,
  requests: [],
  ...over,
});

const asked = (over: Partial<ReturnRequest> = {}): ReturnRequest => ({
  id: 'f0e1d2c3-b4a5-4678-9abc-def012345678',
  display_number: 'RT-26-4Q8ZMA',
  order_id: ORDER_ID,
  product_id: 'p2',
  product_name: 'DualSense',
  quantity: 1,
  kind: 'return',
  reason: 'defective',
  comment: 'Stick drifts',
  status: 'requested',
  remark: null,
  refund_amount: 5391,
  refund_upi: 'asha@okhdfcbank',
  replacement_order_id: null,
  created_at: '2026-11-28T06:30:00Z',
  updated_at: '2026-11-28T06:30:00Z',
  ...over,
});

let fake: FakeBackend;
let toasts: ReturnType<typeof collect<'toast'>>;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
});

async function open(options: { item?: ReturnOptionsItem; cod?: boolean } = {}) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderApp(
    <ReturnRequestDialog
      open
      orderId={ORDER_ID}
      item={options.item ?? item()}
      cashOnDelivery={options.cod ?? true}
      onClose={onClose}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Return or replace' });
  const submit = () =>
    user.click(within(dialog).getByRole('button', { name: /^Request (return|replacement)$/ }));
  return { user, dialog, submit, onClose };
}

const calls = () => fake.state.rpcCalls.filter((c) => c.name === 'request_return');

describe('ReturnRequestDialog', () => {
  it('asks for the choice, a reason, the comment a faulty item needs and a COD refund’s UPI ID, focusing the first', async () => {
    const { user, dialog, submit } = await open();
    await submit();
    expect(within(dialog).getByText(RETURN_MESSAGES.chooseKind)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /Return for a refund/ }));

    await user.click(within(dialog).getByRole('radio', { name: /Return for a refund/ }));
    await submit();
    expect(within(dialog).getByText(RETURN_MESSAGES.chooseReason)).toBeTruthy();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'defective');
    await user.type(within(dialog).getByRole('textbox', { name: /UPI ID for the refund/ }), 'not a upi');
    await submit();
    expect(within(dialog).getByText(RETURN_MESSAGES.commentRequired)).toBeTruthy();
    expect(within(dialog).getByText(RETURN_MESSAGES.upiInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Tell us more/ }));
    expect(calls()).toHaveLength(0);
  });

  it('offers a replacement only for a faulty, wrong or incomplete item, and no UPI ID for it', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: /Replacement of the same item/ }));
    const reasons = within(within(dialog).getByRole('combobox', { name: /Reason/ }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(reasons).toEqual([
      'Choose a reason',
      'Arrived damaged',
      'Defective or not working',
      'Wrong item sent',
      'Missing parts or accessories',
    ]);
    expect(within(dialog).queryByRole('textbox', { name: /UPI ID/ })).toBeNull();
  });

  it('sends the request, shows the refund it makes, and closes with the toast', async () => {
    fake.state.requestReturn = (args) => ({
      data: asked({ quantity: Number(args.p_quantity), refund_upi: String(args.p_refund_upi) }),
      error: null,
    });
    const { user, dialog, submit, onClose } = await open();
    await user.click(within(dialog).getByRole('radio', { name: /Return for a refund/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'defective');
    await user.type(within(dialog).getByRole('textbox', { name: /Tell us more/ }), 'Left stick drifts');
    const units = within(dialog).getByRole('spinbutton', { name: /Units/ });
    await user.clear(units);
    await user.type(units, '1');
    await user.type(
      within(dialog).getByRole('textbox', { name: /UPI ID for the refund/ }),
      'asha@okhdfcbank',
    );
    expect(within(dialog).getByTestId('refund-estimate').textContent).toContain('₹5,391');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls()[0]?.args).toEqual({
      p_order_id: ORDER_ID,
      p_product_id: 'p2',
      p_kind: 'return',
      p_reason: 'defective',
      p_comment: 'Left stick drifts',
      p_quantity: 1,
      p_refund_upi: 'asha@okhdfcbank',
    });
    expect(toasts.list.map((t) => t.title)).toContain(RETURN_MESSAGES.submitted('return'));
  });

  it('shows the database’s refusal and keeps what was typed', async () => {
    fake.state.requestReturn = () => ({ data: null, error: { message: RETURN_MESSAGES.already('return') } });
    const { user, dialog, submit, onClose } = await open({ cod: false });
    await user.click(within(dialog).getByRole('radio', { name: /Return for a refund/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'no_longer_needed');
    await user.type(within(dialog).getByRole('textbox', { name: /Tell us more/ }), 'Gift duplicate');
    await submit();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(RETURN_MESSAGES.already('return'));
    expect((within(dialog).getByRole('textbox', { name: /Tell us more/ }) as HTMLTextAreaElement).value).toBe(
      'Gift duplicate',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ItemReturns', () => {
  it('says the windows, and offers nothing more while a request is open', () => {
    const closed = '2026-11-01T18:29:59.999Z';
    expect(windowsText(item({ return_until: closed, replacement_until: null }))).toBe(
      'Return window closed on 1 Nov 2026',
    );
    expect(windowsText(item({ return_until: null, replacement_until: null }))).toBe('Not returnable');

    renderApp(<ItemReturns orderId={ORDER_ID} item={item({ requests: [asked()] })} cashOnDelivery />);
    expect(screen.queryByRole('button', { name: 'Return or replace' })).toBeNull();
    const card = screen.getByRole('region', { name: 'Return request #RT-26-4Q8ZMA' });
    expect(within(card).getByText('Requested')).toBeTruthy();
    expect(within(card).getByText(/Refund ₹5,391\.00 by UPI to asha@okhdfcbank/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
  });

  it('names a replacement by its number and links its order by id', () => {
    const replacement = asked({
      kind: 'replacement',
      status: 'replaced',
      replacement_order_id: 'b2c3d4e5-0000-4000-8000-000000000001',
    });
    renderApp(<ItemReturns orderId={ORDER_ID} item={item({ requests: [replacement] })} cashOnDelivery />);
    const card = screen.getByRole('region', { name: 'Replacement request #RT-26-4Q8ZMA' });
    expect(within(card).getByRole('link', { name: 'Replacement order' }).getAttribute('href')).toBe(
      '/order-history?id=b2c3d4e5-0000-4000-8000-000000000001',
    );
  });

  it('withdraws a request after asking once', async () => {
    const user = userEvent.setup();
    fake.state.cancelReturn = () => ({ data: asked({ status: 'cancelled' }), error: null });
    renderApp(<ItemReturns orderId={ORDER_ID} item={item({ requests: [asked()] })} cashOnDelivery />);
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(fake.state.rpcCalls.some((c) => c.name === 'cancel_my_return')).toBe(true));
    await waitFor(() => expect(toasts.list.map((t) => t.title)).toContain(RETURN_MESSAGES.withdrawn));
  });
});
