import { resolveObjectURL } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import type { GstSummaryRow } from 'shared/contracts';
import { renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indiaMonth } from '../features/gst/lib/india-month';
import { StaffPage } from './StaffPage';

const ROWS: GstSummaryRow[] = [
  {
    document_kind: 'invoice',
    place_of_supply_code: '27',
    place_of_supply_state: 'Maharashtra',
    supply: 'intra',
    gst_rate: '18.00',
    documents: 3,
    taxable_value: '84737.29',
    cgst: '7626.36',
    sgst: '7626.35',
    igst: '0.00',
    total: '99990.00',
  },
  {
    document_kind: 'invoice',
    place_of_supply_code: '29',
    place_of_supply_state: 'Karnataka',
    supply: 'inter',
    gst_rate: '28.00',
    documents: 1,
    taxable_value: '39054.69',
    cgst: '0.00',
    sgst: '0.00',
    igst: '10935.31',
    total: '49990.00',
  },
  {
    document_kind: 'credit_note',
    place_of_supply_code: '27',
    place_of_supply_state: 'Maharashtra',
    supply: 'intra',
    gst_rate: '18.00',
    documents: 1,
    taxable_value: '1101.27',
    cgst: '99.12',
    sgst: '99.11',
    igst: '0.00',
    total: '1299.50',
  },
];

let answers: Record<string, GstSummaryRow[]>;
let refuse: string | null;
const rpc = vi.fn(async (name: string, args: Record<string, unknown>) => {
  if (name !== 'staff_gst_summary')
    return { data: null, error: { message: `unexpected rpc ${name}`, code: 'P0001' } };
  if (refuse) return { data: null, error: { message: refuse, code: '42501' } };
  return { data: answers[String(args.p_month)] ?? [], error: null };
});

beforeEach(() => {
  answers = {};
  refuse = null;
  rpc.mockClear();
  setSupabaseForTests({ rpc });
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
});

afterEach(() => resetSupabaseForTests());

const months = () =>
  rpc.mock.calls.filter(([name]) => name === 'staff_gst_summary').map(([, args]) => args.p_month);

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

describe('monthly GST summary', () => {
  it('opens on this month in India, reachable from the console’s tabs', async () => {
    renderApp(<StaffPage />, { route: '/staff' });
    await userEvent.click(screen.getByRole('link', { name: 'GST summary' }));
    expect(screen.getByTestId('location').textContent).toBe('/staff/gst');
    expect(screen.getByRole('link', { name: 'GST summary' }).getAttribute('aria-current')).toBe('page');
    const current = indiaMonth();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe(current);
    expect(await screen.findByText('No tax invoices or credit notes in this month')).toBeTruthy();
    expect(months()).toEqual([`${current}-01`]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
  });

  it('shows the month’s rows and each kind’s totals, and another month picked', async () => {
    answers['2026-11-01'] = ROWS;
    renderApp(<StaffPage />, { route: '/staff/gst?month=2026-10' });
    await screen.findByRole('status');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-11' } });
    const table = await screen.findByRole('table', { name: 'GST summary for November 2026' });
    expect(months()).toEqual(['2026-10-01', '2026-11-01']);
    expect(screen.getByTestId('location').dataset.search).toBe('?month=2026-11');

    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Kind',
      'Place of supply',
      'Supply',
      'Rate',
      'Documents',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    const cells = rows.slice(1, 4).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      [
        'Tax invoice',
        'Maharashtra (27)',
        'Intra-state',
        '18%',
        '3',
        '₹84,737.29',
        '₹7,626.36',
        '₹7,626.35',
        '₹0.00',
        '₹99,990.00',
      ],
      [
        'Tax invoice',
        'Karnataka (29)',
        'Inter-state',
        '28%',
        '1',
        '₹39,054.69',
        '₹0.00',
        '₹0.00',
        '₹10,935.31',
        '₹49,990.00',
      ],
      [
        'Credit note',
        'Maharashtra (27)',
        'Intra-state',
        '18%',
        '1',
        '₹1,101.27',
        '₹99.12',
        '₹99.11',
        '₹0.00',
        '₹1,299.50',
      ],
    ]);
    const totals = rows.slice(4).map((r) => [
      within(r).getByRole('rowheader').textContent,
      ...within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ]);
    expect(totals).toEqual([
      ['Total · Tax invoices', '4', '₹1,23,791.98', '₹7,626.36', '₹7,626.35', '₹10,935.31', '₹1,49,980.00'],
      ['Total · Credit notes', '1', '₹1,101.27', '₹99.12', '₹99.11', '₹0.00', '₹1,299.50'],
    ]);
  });

  it('downloads the month as CSV with the money as the database wrote it', async () => {
    answers['2026-11-01'] = ROWS;
    const downloads = captureDownloads();
    try {
      renderApp(<StaffPage />, { route: '/staff/gst?month=2026-11' });
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(downloads.files.map((f) => f.name)).toEqual(['gst-summary-2026-11.csv']);
      expect(await downloads.files[0]?.text).toBe(
        [
          'Document kind,Place of supply state,Place of supply code,Supply,GST rate (%),Documents,Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Total (INR)',
          'Tax invoice,Maharashtra,27,Intra-state,18.00,3,84737.29,7626.36,7626.35,0.00,99990.00',
          'Tax invoice,Karnataka,29,Inter-state,28.00,1,39054.69,0.00,0.00,10935.31,49990.00',
          'Credit note,Maharashtra,27,Intra-state,18.00,1,1101.27,99.12,99.11,0.00,1299.50',
        ].join('\r\n'),
      );
    } finally {
      downloads.stop();
    }
  });

  it('shows the database’s refusal', async () => {
    refuse = 'Only staff can see the GST summary.';
    renderApp(<StaffPage />, { route: '/staff/gst?month=2026-11' });
    expect(await screen.findByText('Could not load the GST summary')).toBeTruthy();
    expect(screen.getByText('Only staff can see the GST summary.')).toBeTruthy();
  });
});
