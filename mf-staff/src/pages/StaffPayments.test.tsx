import { resolveObjectURL } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { renderApp, setViewportWidth, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDay, indiaDay, shiftDay } from '../features/payments/lib/india-day';
import {
  createFakeStaffBackend,
  displayNumber,
  type FakeDayRow,
  type FakeStaffBackend,
  fakeOrder,
  uuid,
} from '../test-utils';
import { StaffPage } from './StaffPage';

let fake: FakeStaffBackend;
const today = indiaDay();
const yesterday = shiftDay(today, -1);

/** Three rows of `today`: a UPI capture, cash collected and a refund (times are UTC: 10:00, 11:30, 2:45 pm in India). */
const todayRows = (): FakeDayRow[] => [
  {
    at: `${today}T04:30:00Z`,
    order_id: uuid(1),
    order_display_number: displayNumber('GG', 1),
    payment_method: 'online',
    method: 'upi',
    reference: 'pay_RZP0001',
    amount: 49990,
    kind: 'payment',
  },
  {
    at: `${today}T06:00:00Z`,
    order_id: uuid(2),
    order_display_number: displayNumber('GG', 2),
    payment_method: 'cod',
    method: 'cash',
    reference: null,
    amount: 1299.5,
    kind: 'payment',
  },
  {
    at: `${today}T09:15:00Z`,
    order_id: uuid(3),
    order_display_number: displayNumber('GG', 3),
    payment_method: 'online',
    method: null,
    reference: 'rfnd_RZP0009',
    amount: -500,
    kind: 'refund',
  },
];

beforeEach(() => {
  fake = createFakeStaffBackend();
  setSupabaseForTests(fake.client);
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
});

afterEach(() => {
  resetSupabaseForTests();
  setViewportWidth(1024);
});

const dayCalls = () =>
  fake.state.calls.filter((c) => c.name === 'staff_list_payments').map((c) => c.args.p_day);
const location = () => screen.getByTestId('location');
const totals = () =>
  Object.fromEntries(
    Array.from(document.querySelectorAll<HTMLElement>('[data-total]')).map((el) => [
      el.querySelector('dt')?.textContent,
      el.querySelector('dd')?.textContent,
    ]),
  );

/** Downloads started by a link click (the file's name and text), without leaving the page. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    const blob = resolveObjectURL(link.href);
    files.push({ name: link.download, text: blob ? blob.text() : Promise.resolve('') });
  };
  document.addEventListener('click', onClick);
  return { files, stop: () => document.removeEventListener('click', onClick) };
}

describe('payments of the day', () => {
  it('lists today’s payments in India with the totals by method', async () => {
    fake.state.days[today] = todayRows();
    renderApp(<StaffPage />, { route: '/staff/payments' });
    const table = await screen.findByRole('table', { name: `Payments on ${formatDay(today)} · today` });
    expect(dayCalls()).toEqual([today]);
    expect(screen.getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');

    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('columnheader')
          .map((c) => c.textContent),
      )[0],
    ).toEqual(['Time', 'Order', 'Method', 'Reference', 'Amount']);
    const cells = rows.slice(1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['10:00 am', '#GG-26-000001', 'Pay online · UPI', 'pay_RZP0001', '₹49,990.00'],
      ['11:30 am', '#GG-26-000002', 'Cash on delivery', '—', '₹1,299.50'],
      ['2:45 pm', '#GG-26-000003', 'Pay online Refund', 'rfnd_RZP0009', '-₹500.00'],
    ]);
    expect(within(table).getByRole('link', { name: 'Order #GG-26-000001' }).getAttribute('href')).toBe(
      `/staff?kind=order&id=${uuid(1)}`,
    );
    expect(totals()).toEqual({
      Online: '₹49,990.00',
      'Cash on delivery': '₹1,299.50',
      Refunds: '₹500.00',
      Net: '₹50,789.50',
    });
    expect(screen.getByRole('button', { name: 'Next day' })).toHaveProperty('disabled', true);
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe(today);
  });

  it('moves a day back and forth and to a chosen day, keeping it in the address', async () => {
    fake.state.days[today] = todayRows();
    renderApp(<StaffPage />, { route: '/staff/payments' });
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByText('No payments on this day');
    expect(location().dataset.search).toBe(`?day=${yesterday}`);
    expect(dayCalls().at(-1)).toBe(yesterday);
    expect(screen.getByRole('heading', { name: `Payments on ${formatDay(yesterday)}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Online')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('table');
    expect(location().dataset.search).toBe(`?day=${today}`);

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-20' } });
    await screen.findByRole('heading', { name: 'Payments on 20 Nov 2026' });
    expect(dayCalls().at(-1)).toBe('2026-11-20');
    expect(location().dataset.search).toBe('?day=2026-11-20');
  });

  it('opens the day in the address, and today for one that is no day', async () => {
    renderApp(<StaffPage />, { route: '/staff/payments?day=2026-11-20' });
    await screen.findByText('No payments on this day');
    expect(dayCalls()).toEqual(['2026-11-20']);
    expect(screen.getByRole('button', { name: 'Next day' })).toHaveProperty('disabled', false);
  });

  it('falls back to today for an address day that is none', async () => {
    renderApp(<StaffPage />, { route: '/staff/payments?day=2026-02-30' });
    await screen.findByText('No payments on this day');
    expect(dayCalls()).toEqual([today]);
  });

  it('shows placeholders while the day loads, with nothing to export yet', async () => {
    fake.state.days[today] = todayRows();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rpc = fake.client.rpc.getMockImplementation();
    fake.client.rpc.mockImplementation(async (name, args) => {
      if (name === 'staff_list_payments') await held;
      return rpc?.(name, args) as never;
    });
    renderApp(<StaffPage />, { route: '/staff/payments' });
    const section = await screen.findByRole('region', { name: `Payments on ${formatDay(today)} · today` });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
    release();
    await screen.findByRole('table');
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s refusal with a retry', async () => {
    fake.state.days[today] = todayRows();
    let refuse = true;
    const rpc = fake.client.rpc.getMockImplementation();
    fake.client.rpc.mockImplementation(async (name, args) =>
      refuse && name === 'staff_list_payments'
        ? { data: null, error: { message: 'Only staff can list payments.', code: '42501' } }
        : (rpc?.(name, args) as never),
    );
    renderApp(<StaffPage />, { route: '/staff/payments' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the payments');
    expect(alert.textContent).toContain('Only staff can list payments.');
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
  });

  it('lists the rows on a phone', async () => {
    setViewportWidth(375);
    fake.state.days[today] = todayRows();
    renderApp(<StaffPage />, { route: '/staff/payments' });
    const list = await screen.findByRole('list', { name: `Payments on ${formatDay(today)} · today` });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '#GG-26-000001₹49,990.0010:00 am · Pay online · UPIpay_RZP0001',
      '#GG-26-000002₹1,299.5011:30 am · Cash on delivery',
      '#GG-26-000003-₹500.002:45 pm · Pay online Refundrfnd_RZP0009',
    ]);
    expect(totals().Net).toBe('₹50,789.50');
  });

  it('exports the day as CSV, every field quoted and formulas kept inert', async () => {
    fake.state.days[today] = [
      ...todayRows(),
      {
        at: `${today}T10:00:00Z`,
        order_id: uuid(4),
        payment_method: 'online',
        method: 'card',
        reference: '=HYPERLINK("http://x","a,b")\nnext',
        amount: 100,
        kind: 'payment',
      },
    ];
    const downloads = captureDownloads();
    try {
      renderApp(<StaffPage />, { route: '/staff/payments' });
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(downloads.files.map((f) => f.name)).toEqual([`payments-${today}.csv`]);
      const csv = await downloads.files[0]?.text;
      expect(csv?.split('\r\n')).toEqual([
        '"time","order_id","payment_method","method","reference","kind","amount"',
        `"${today}T10:00:00+05:30","${uuid(1)}","online","upi","pay_RZP0001","payment","49990.00"`,
        `"${today}T11:30:00+05:30","${uuid(2)}","cod","cash","","payment","1299.50"`,
        `"${today}T14:45:00+05:30","${uuid(3)}","online","","rfnd_RZP0009","refund","-500.00"`,
        `"${today}T15:30:00+05:30","${uuid(4)}","online","card","'=HYPERLINK(""http://x"",""a,b"")\nnext","payment","100.00"`,
        '',
      ]);
      // The link was only in the page while it was clicked.
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      downloads.stop();
    }
  });

  it('opens an order from its row in the console', async () => {
    fake.state.days[today] = todayRows();
    fake.state.queues.order = [fakeOrder(1)];
    renderApp(<StaffPage />, { route: '/staff/payments' });
    await userEvent.click(await screen.findByRole('link', { name: 'Order #GG-26-000001' }));
    await screen.findByRole('dialog', { name: 'Order #GG-26-000001' });
    expect(location().textContent).toBe('/staff');
    expect(location().dataset.search).toBe(`?kind=order&id=${uuid(1)}`);
  });

  it('is a tab of the console, beside the queues', async () => {
    renderApp(<StaffPage />, { route: '/staff' });
    await screen.findByText('This queue is empty.');
    await userEvent.click(screen.getByRole('link', { name: 'Payments' }));
    await screen.findByText('No payments on this day');
    expect(location().textContent).toBe('/staff/payments');
    await userEvent.click(screen.getByRole('link', { name: 'Repairs' }));
    await screen.findByRole('heading', { name: /^Repairs/ });
    expect(location().textContent).toBe('/staff');
    expect(location().dataset.search).toBe('?kind=repair');
  });
});
