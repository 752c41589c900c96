import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionCallError, setSupabaseForTests } from 'shared';
import {
  INVOICE_MESSAGES,
  type Order,
  TAX_DOCUMENT_LIST_COLUMNS,
  type TaxDocumentListItem,
} from 'shared/contracts';
import { downloadTaxDocument } from 'shared/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeBackend,
  displayNumberFor,
  type FakeBackend,
  renderApp,
  sampleOrder,
  signIn,
  signOut,
} from '../test-utils';
import { OrderHistoryPage } from './OrderHistoryPage';

vi.mock('shared/kit', async (original) => ({
  ...(await original<typeof import('shared/kit')>()),
  downloadTaxDocument: vi.fn(),
}));

const download = vi.mocked(downloadTaxDocument);

let fake: FakeBackend;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  download.mockReset();
  download.mockResolvedValue(undefined);
  signIn();
});
afterEach(() => {
  signOut();
});

const idOf = (n: number) => `${String(n).padStart(8, '0')}-e5f6-4a7b-8c9d-0123456789ab`;
/** Order n's display number, as the fake gives it. */
const numOf = (n: number) => displayNumberFor(idOf(n));
const orderN = (n: number, over: Partial<Order> = {}) => sampleOrder({ id: idOf(n), ...over });

const INVOICE: TaxDocumentListItem = {
  id: '11111111-2222-4333-8444-555555555555',
  kind: 'invoice',
  number: 'GG/26-27/000123',
  issued_at: '2026-11-21T06:30:00+00:00',
  total: '55773.00',
  reason: null,
};
const CREDIT_NOTE: TaxDocumentListItem = {
  id: '66666666-7777-4888-8999-000000000000',
  kind: 'credit_note',
  number: 'CN/26-27/000004',
  issued_at: '2026-11-23T06:30:00+00:00',
  total: '55773.00',
  reason: 'Order cancelled',
};

async function openDetails(group: 'Active Orders' | 'Completed Orders' = 'Active Orders') {
  const user = userEvent.setup();
  renderApp(<OrderHistoryPage />, { route: '/order-history' });
  if (group === 'Completed Orders') await user.click(await screen.findByRole('tab', { name: group }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Order #${numOf(1)}`) }));
  return { user, sheet: screen.getByRole('dialog', { name: 'Order Details' }) };
}

describe('OrderHistoryPage: tax invoices and credit notes', () => {
  it("offers 'Download invoice' for a shipped order's invoice, read from tax_documents", async () => {
    fake.state.orders = [orderN(1, { order_status: 'shipped' })];
    fake.state.taxDocuments.set(idOf(1), [INVOICE]);
    const { user, sheet } = await openDetails();
    const button = await within(sheet).findByRole('button', { name: 'Download invoice' });
    expect(within(sheet).getByText('GG/26-27/000123')).toBeTruthy();
    expect(fake.state.tableReads).toEqual([
      {
        table: 'tax_documents',
        columns: TAX_DOCUMENT_LIST_COLUMNS,
        filters: { order_id: idOf(1) },
        order: 'issued_at',
      },
    ]);
    await user.click(button);
    expect(download).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledWith({ order_id: idOf(1) });
  });

  it("offers 'Download credit note <number>' with the document's id for a cancelled order", async () => {
    fake.state.orders = [orderN(1, { order_status: 'cancelled' })];
    fake.state.taxDocuments.set(idOf(1), [INVOICE, CREDIT_NOTE]);
    const { user, sheet } = await openDetails('Completed Orders');
    const note = await within(sheet).findByRole('button', { name: 'Download credit note CN/26-27/000004' });
    expect(within(sheet).getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    expect(within(sheet).getByText(/Order cancelled/)).toBeTruthy();
    await user.click(note);
    expect(download).toHaveBeenCalledWith({ order_id: idOf(1), document_id: CREDIT_NOTE.id });
  });

  it('shows nothing while the order has no document, and asks nothing for a processing order', async () => {
    fake.state.orders = [orderN(1, { order_status: 'shipped' }), orderN(2, { order_status: 'processing' })];
    const { user, sheet } = await openDetails();
    await waitFor(() => expect(fake.state.tableReads).toHaveLength(1));
    await within(sheet).findByRole('region', { name: 'Timeline' });
    expect(within(sheet).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(sheet).queryByTestId('tax-documents')).toBeNull();

    await user.click(within(sheet).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: new RegExp(`^Order #${numOf(2)}`) }));
    const second = screen.getByRole('dialog', { name: 'Order Details' });
    await within(second).findByRole('region', { name: 'Timeline' });
    expect(within(second).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(fake.state.tableReads).toHaveLength(1);
  });

  it("shows 'Preparing…' while the PDF is fetched, then the failure in an alert", async () => {
    fake.state.orders = [orderN(1, { order_status: 'delivered' })];
    fake.state.taxDocuments.set(idOf(1), [INVOICE]);
    let fail: (error: unknown) => void = () => {};
    download.mockImplementationOnce(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    const { user, sheet } = await openDetails('Completed Orders');
    await user.click(await within(sheet).findByRole('button', { name: 'Download invoice' }));
    const busy = within(sheet).getByRole('button', { name: 'Preparing…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await user.click(busy);
    expect(download).toHaveBeenCalledTimes(1);

    fail(new FunctionCallError('Internal error', 'http', 500, null));
    const alert = await within(sheet).findByRole('alert');
    expect(alert.textContent).toBe(INVOICE_MESSAGES.failed);
    expect(within(sheet).getByRole('button', { name: 'Download invoice' })).toBeTruthy();

    // A refusal (4xx) shows the server's own words.
    download.mockRejectedValueOnce(new FunctionCallError(INVOICE_MESSAGES.loginRequired, 'http', 401, null));
    await user.click(within(sheet).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() =>
      expect(within(sheet).getByRole('alert').textContent).toBe(INVOICE_MESSAGES.loginRequired),
    );
  });

  describe("the shipped e-mail's link (/order-history?id=…&invoice=1)", () => {
    it('downloads the invoice once when the details open, and drops `invoice` from the address', async () => {
      fake.state.orders = [orderN(1, { order_status: 'shipped' })];
      fake.state.taxDocuments.set(idOf(1), [INVOICE]);
      renderApp(<OrderHistoryPage />, { route: `/order-history?id=${idOf(1)}&invoice=1` });
      const sheet = await screen.findByRole('dialog', { name: 'Order Details' });
      await waitFor(() => expect(download).toHaveBeenCalledWith({ order_id: idOf(1) }));
      await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(`?id=${idOf(1)}`));
      expect(within(sheet).getByRole('button', { name: 'Download invoice' })).toBeTruthy();
      // Later renders (the order read again, the documents refetched) do not download again.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(download).toHaveBeenCalledTimes(1);
    });

    it('says no invoice is issued yet for an order without one, and downloads nothing', async () => {
      fake.state.orders = [orderN(1, { order_status: 'processing' })];
      renderApp(<OrderHistoryPage />, { route: `/order-history?id=${idOf(1)}&invoice=1` });
      const sheet = await screen.findByRole('dialog', { name: 'Order Details' });
      expect((await within(sheet).findByRole('alert')).textContent).toBe(INVOICE_MESSAGES.notFound);
      await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(`?id=${idOf(1)}`));
      expect(download).not.toHaveBeenCalled();
      expect(within(sheet).queryByRole('button', { name: /Download/ })).toBeNull();
    });

    it('does nothing without a signed-in shopper', async () => {
      signOut();
      fake.state.orders = [orderN(1, { order_status: 'shipped' })];
      fake.state.taxDocuments.set(idOf(1), [INVOICE]);
      renderApp(<OrderHistoryPage />, { route: `/order-history?id=${idOf(1)}&invoice=1` });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(download).not.toHaveBeenCalled();
    });
  });
});
