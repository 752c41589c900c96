import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setSupabaseForTests } from 'shared';
import { CANCEL_REASON_LIMITS, PAYMENT_MESSAGES } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  collect,
  createFakeBackend,
  type FakeBackend,
  renderApp,
  sampleOrder,
  signIn,
  signOut,
} from '../../../test-utils';
import { CancelOrderDialog } from './CancelOrderDialog';

const ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab';

let fake: FakeBackend;
let toasts: ReturnType<typeof collect<'toast'>>;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  fake.state.orders = [sampleOrder({ id: ORDER_ID, order_status: 'pending', payment_status: 'cod_due' })];
  toasts = collect('toast');
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
});

function Harness({ onCancelled }: { onCancelled: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CancelOrderDialog
        open={open}
        orderId={ORDER_ID}
        orderNumber="GG-26-7K3M9Q"
        onClose={() => setOpen(false)}
        onCancelled={onCancelled}
      />
    </>
  );
}

function openDialog() {
  const user = userEvent.setup();
  const onCancelled = vi.fn();
  renderApp(<Harness onCancelled={onCancelled} />);
  const dialog = screen.getByRole('dialog', { name: PAYMENT_MESSAGES.cancelConfirm });
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  return { user, dialog, submit, onCancelled };
}

const cancelCalls = () => fake.state.rpcCalls.filter((c) => c.name === 'cancel_my_order');

describe('CancelOrderDialog', () => {
  it('asks for a reason before cancelling', async () => {
    const { dialog, submit } = openDialog();
    expect(within(dialog).getByText('Order #GG-26-7K3M9Q')).toBeTruthy();
    const select = within(dialog).getByRole('combobox', { name: /Reason for cancelling/ });
    await submit();
    expect(within(dialog).getByText(PAYMENT_MESSAGES.cancelReasonRequired)).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    expect(cancelCalls()).toHaveLength(0);
  });

  it("asks for the shopper's own words for 'Other' (3-400 characters) and sends them", async () => {
    const { user, dialog, submit, onCancelled } = openDialog();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Other');
    const words = within(dialog).getByRole('textbox', { name: /Your reason/ });
    await user.type(words, 'no');
    await submit();
    expect(within(dialog).getByText(PAYMENT_MESSAGES.cancelReasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(words);
    expect(words.getAttribute('maxlength')).toBe(String(CANCEL_REASON_LIMITS.max));
    expect(cancelCalls()).toHaveLength(0);

    await user.type(words, 't needed any more');
    await submit();
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
    expect(cancelCalls()).toEqual([
      { name: 'cancel_my_order', args: { p_order_id: ORDER_ID, p_reason: 'not needed any more' } },
    ]);
    expect(toasts.list.map((t) => t.title)).toContain(PAYMENT_MESSAGES.cancelled);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps what was typed and shows the server's message when the order can no longer be cancelled", async () => {
    fake.state.cancelOrder = () => ({
      data: null,
      error: { message: 'This order can no longer be cancelled: it has shipped.' },
    });
    const { user, dialog, submit, onCancelled } = openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Other');
    await user.type(within(dialog).getByRole('textbox'), 'changed my mind');
    await submit();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This order can no longer be cancelled: it has shipped.',
    );
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('changed my mind');
    expect((within(dialog).getByRole('combobox') as HTMLSelectElement).value).toBe('Other');
    expect(onCancelled).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says the refund has started when the cancelled order was paid', async () => {
    fake.state.orders = [
      sampleOrder({ id: ORDER_ID, order_status: 'pending', payment_status: 'paid', amount_paid: 55773 }),
    ];
    const { user, dialog, submit, onCancelled } = openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Ordered by mistake');
    await submit();
    await waitFor(() =>
      expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ refund_started: true })),
    );
    expect(cancelCalls()[0]?.args.p_reason).toBe('Ordered by mistake');
    expect(toasts.list.map((t) => [t.status, t.title])).toContainEqual([
      'success',
      PAYMENT_MESSAGES.cancelledRefund,
    ]);
  });

  it("'Keep order' closes it without cancelling", async () => {
    const { user, dialog } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelCalls()).toHaveLength(0);
  });
});
