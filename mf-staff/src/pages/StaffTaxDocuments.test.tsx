import { resolveObjectURL } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setRuntimeConfig, setSupabaseForTests } from 'shared';
import { renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemPath } from '../components/ConsoleTabs';
import { createFakeTables, type FakeTables } from '../test-tables';
import { createFakeStaffBackend, type FakeStaffBackend, fakeOrder, uuid } from '../test-utils';
import { StaffPage } from './StaffPage';

const API = 'http://127.0.0.1:54321';
const ORDER = uuid(1);
const INVOICE_ID = '00000000-0000-4000-a000-000000000001';
const CREDIT_ID = '00000000-0000-4000-a000-000000000002';

let fake: FakeStaffBackend;
let tables: FakeTables;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fake = createFakeStaffBackend();
  tables = createFakeTables();
  setSupabaseForTests({ rpc: fake.client.rpc, from: tables.from, auth: tables.auth });
  setRuntimeConfig({ supabaseUrl: API, supabaseAnonKey: 'test-anon-key-000000000000', remotes: {} });
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
  fake.state.queues.order = [fakeOrder(1, { order_status: 'shipped' })];
  fetchMock = vi.fn(
    async () =>
      new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="CN-26-27-000004.pdf"' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSupabaseForTests();
});

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

async function openDocuments() {
  renderApp(<StaffPage />, { route: itemPath('order', ORDER) });
  const dialog = await screen.findByRole('dialog');
  return within(dialog).findByRole('region', { name: 'Tax documents' });
}

const twoDocuments = () => {
  tables.state.taxDocuments = [
    {
      id: CREDIT_ID,
      kind: 'credit_note',
      number: 'CN/26-27/000004',
      order_id: ORDER,
      issued_at: '2026-11-27T20:00:00Z',
      total: '1299.50',
      reason: 'Refund',
    },
    {
      id: INVOICE_ID,
      kind: 'invoice',
      number: 'GG/26-27/000123',
      order_id: ORDER,
      issued_at: '2026-11-25T06:45:00Z',
      total: 49990,
      reason: null,
    },
    {
      id: '00000000-0000-4000-a000-000000000009',
      kind: 'invoice',
      number: 'GG/26-27/000999',
      order_id: uuid(2),
      issued_at: '2026-11-25T06:45:00Z',
      total: '10.00',
      reason: null,
    },
  ];
};

describe('tax documents of an order', () => {
  it('lists the invoice and credit notes oldest first, with title, number, India date, total and reason', async () => {
    twoDocuments();
    const section = await openDocuments();
    const list = await within(section).findByRole('list', { name: 'Tax documents' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Tax invoice');
    expect(items[0]?.textContent).toContain('GG/26-27/000123');
    expect(items[0]?.textContent).toContain('₹49,990.00');
    expect(items[0]?.textContent).toContain('25 Nov 2026');
    // 8 pm UTC on the 27th is the 28th in India.
    expect(items[1]?.textContent).toContain('Credit note');
    expect(items[1]?.textContent).toContain('CN/26-27/000004');
    expect(items[1]?.textContent).toContain('₹1,299.50');
    expect(items[1]?.textContent).toContain('28 Nov 2026 · Refund');

    const read = tables.state.calls.find((c) => c.table === 'tax_documents');
    expect(read).toMatchObject({
      op: 'select',
      columns: 'id,kind,number,issued_at,total,reason',
      filters: [['order_id', ORDER]],
      order: 'issued_at',
    });
  });

  it('says when no invoice has been issued yet', async () => {
    const section = await openDocuments();
    const status = await within(section).findByRole('status');
    expect(status.textContent).toBe('No tax invoice yet: it is issued when the order ships.');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows the error when the documents cannot be read', async () => {
    tables.state.refuseNext = {
      table: 'tax_documents',
      message: 'permission denied for table tax_documents',
      code: '42501',
    };
    const section = await openDocuments();
    expect(await within(section).findByText('Could not load the tax documents')).toBeTruthy();
    expect(section.textContent).toContain('permission denied for table tax_documents');
  });

  it('downloads a document as the signed-in staff member', async () => {
    twoDocuments();
    const downloads = captureDownloads();
    try {
      const section = await openDocuments();
      await userEvent.click(await within(section).findByRole('button', { name: 'Download CN/26-27/000004' }));
      await vi.waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe(`${API}/functions/v1/invoice?order_id=${ORDER}&document_id=${CREDIT_ID}`);
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
      expect(downloads.files[0]?.name).toBe('CN-26-27-000004.pdf');
      expect(await downloads.files[0]?.text).toBe('%PDF-1.7 test');
      expect(within(section).queryByRole('alert')).toBeNull();
    } finally {
      downloads.stop();
    }
  });

  it('says why a download failed, beside its document', async () => {
    twoDocuments();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'No invoice has been issued for this order yet.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const section = await openDocuments();
    await userEvent.click(await within(section).findByRole('button', { name: 'Download GG/26-27/000123' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe(
      'GG/26-27/000123 was not downloaded: No invoice has been issued for this order yet.',
    );
    expect(alert.closest('li')?.textContent).toContain('Tax invoice');
  });
});
