import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { DISCOUNT_ADMIN_MESSAGES } from 'shared/contracts';
import { renderApp, setViewportWidth, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStaffBackend } from '../test-utils';
import { StaffPage } from './StaffPage';

type Row = Record<string, unknown> & { code: string };

const fakeCode = (code: string, over: Record<string, unknown> = {}): Row => ({
  code,
  description: '',
  discount_type: 'percentage',
  value: 10,
  max_discount: null,
  min_subtotal: 0,
  starts_at: null,
  ends_at: null,
  usage_limit_total: null,
  usage_limit_per_user: null,
  times_used: 0,
  is_active: true,
  is_public: false,
  state: 'active',
  ...over,
});

let codes: Row[];
let upserts: Record<string, unknown>[];
let refuseNext: string | null;

beforeEach(() => {
  codes = [
    fakeCode('WELCOME10', {
      description: 'First order',
      value: 10,
      max_discount: 2000,
      min_subtotal: 1000,
      times_used: 12,
      usage_limit_total: 100,
      usage_limit_per_user: 1,
      is_public: true,
      starts_at: '2026-11-01T04:30:00+00:00',
      ends_at: '2026-12-31T18:29:00+00:00',
    }),
    fakeCode('FLAT500', { discount_type: 'fixed', value: 500, is_active: false, state: 'paused' }),
    fakeCode('XMAS', { starts_at: '2026-12-20T00:00:00+00:00', state: 'scheduled' }),
    fakeCode('DIWALI', { ends_at: '2026-11-05T00:00:00+00:00', state: 'ended' }),
    fakeCode('LAUNCH', { usage_limit_total: 5, times_used: 5, state: 'used up' }),
  ];
  upserts = [];
  refuseNext = null;
  const rpc = createFakeStaffBackend().client.rpc;
  setSupabaseForTests({
    rpc: vi.fn(async (name: string, args: Record<string, unknown>) => {
      if (name === 'staff_list_discount_codes') return { data: structuredClone(codes), error: null };
      if (name !== 'staff_upsert_discount_code') return rpc(name, args);
      const input = args.p_code as Record<string, unknown> & { code: string };
      upserts.push(input);
      if (refuseNext) {
        const message = refuseNext;
        refuseNext = null;
        return { data: null, error: { message, code: '22023' } };
      }
      const existing = codes.find((c) => c.code === input.code);
      if (input.is_new && existing) {
        return { data: null, error: { message: DISCOUNT_ADMIN_MESSAGES.codeTaken, code: '22023' } };
      }
      const { is_new: _, ...fields } = input;
      const row = fakeCode(input.code, {
        ...existing,
        ...fields,
        state: input.is_active ? 'active' : 'paused',
      });
      codes = existing ? codes.map((c) => (c.code === row.code ? row : c)) : [row, ...codes];
      return { data: input.code, error: null };
    }),
  });
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
});

afterEach(() => {
  resetSupabaseForTests();
  setViewportWidth(1280);
});

/** A field by its label (a required field's label ends with a hidden '*'). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()₹]/g, '\\$&')}\\*?$`)) as HTMLInputElement;
const row = (code: string) => document.querySelector(`tr[data-code="${code}"]`) as HTMLElement;
const cells = (code: string) =>
  within(row(code))
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function openCodes() {
  renderApp(<StaffPage />, { route: '/staff/discount-codes' });
  return screen.findByRole('table', { name: 'Discount codes' });
}

async function openNew() {
  await openCodes();
  await userEvent.click(screen.getByRole('button', { name: 'New code' }));
  return screen.findByRole('form', { name: 'New discount code' });
}

async function retype(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

describe('discount codes', () => {
  it('lists every code with its value, minimum, window, uses, state and visibility', async () => {
    await openCodes();
    expect(screen.getByRole('link', { name: 'Discount codes' }).getAttribute('aria-current')).toBe('page');
    expect(within(row('WELCOME10')).getByRole('rowheader').textContent).toBe('WELCOME10');
    expect(cells('WELCOME10')).toEqual([
      'First order',
      '10% up to ₹2,000',
      '₹1,000',
      '1 Nov 2026, 10:00 am to 31 Dec 2026, 11:59 pm',
      '12 / 1001 per shopper',
      'Active',
      'Yes',
      'EditPause',
    ]);
    expect(cells('FLAT500')).toEqual([
      '—',
      '₹500 off',
      'None',
      'Always',
      '0 / no limitAny number per shopper',
      'Paused',
      'No',
      'EditResume',
    ]);
    expect(cells('XMAS')[3]).toBe('From 20 Dec 2026, 5:30 am');
    expect(cells('XMAS')[5]).toBe('Scheduled');
    expect(cells('DIWALI')[3]).toBe('Until 5 Nov 2026, 5:30 am');
    expect(cells('DIWALI')[5]).toBe('Ended');
    expect(cells('LAUNCH')[4]).toContain('5 / 5');
    expect(cells('LAUNCH')[5]).toBe('Used up');
  });

  it('shows the codes as cards on phones', async () => {
    setViewportWidth(390);
    renderApp(<StaffPage />, { route: '/staff/discount-codes' });
    const list = await screen.findByRole('list', { name: 'Discount codes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('10% up to ₹2,000');
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Pause WELCOME10' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('checks the form with the schema’s messages, focuses the first and sends nothing', async () => {
    await openNew();
    await userEvent.type(field('Code'), 'ab');
    await userEvent.type(field('Value'), '150');
    await userEvent.type(field('Maximum discount (₹, optional)'), '-5');
    await retype('Minimum order (₹)', 'abc');
    await userEvent.type(field('Starts (optional)'), '2026-12-10T10:00');
    await userEvent.type(field('Ends (optional)'), '2026-12-01T10:00');
    await userEvent.type(field('Total uses (optional)'), '0');
    await userEvent.type(field('Uses per shopper (optional)'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(DISCOUNT_ADMIN_MESSAGES.code)).toBeTruthy();
    expect(screen.getByText(DISCOUNT_ADMIN_MESSAGES.value)).toBeTruthy();
    expect(screen.getByText(DISCOUNT_ADMIN_MESSAGES.maxDiscount)).toBeTruthy();
    expect(screen.getByText(DISCOUNT_ADMIN_MESSAGES.minSubtotal)).toBeTruthy();
    expect(screen.getByText(DISCOUNT_ADMIN_MESSAGES.window)).toBeTruthy();
    expect(screen.getAllByText(DISCOUNT_ADMIN_MESSAGES.limits)).toHaveLength(2);
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Code'));
    expect(upserts).toEqual([]);
  });

  it('creates a percentage code: per cent, India times, empty limits as none, is_new', async () => {
    await openNew();
    expect(screen.getByRole('group', { name: 'Type' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Percentage' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(field('Code'), ' diwali-10 ');
    await userEvent.type(field('Description (optional)'), 'Diwali sale');
    await userEvent.type(field('Value'), '12.5');
    await userEvent.type(field('Maximum discount (₹, optional)'), '2,000');
    await retype('Minimum order (₹)', '1999');
    await userEvent.type(field('Starts (optional)'), '2026-12-01T10:00');
    await userEvent.type(field('Uses per shopper (optional)'), '1');
    await userEvent.click(screen.getByRole('checkbox', { name: /Shown to shoppers/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Discount code saved.')).toBeTruthy();
    expect(screen.getByText('Discount code saved.').getAttribute('role')).toBe('status');
    expect(upserts).toEqual([
      {
        is_new: true,
        code: 'DIWALI-10',
        description: 'Diwali sale',
        discount_type: 'percentage',
        value: 12.5,
        max_discount: 2000,
        min_subtotal: 1999,
        starts_at: '2026-12-01T04:30:00.000Z',
        ends_at: null,
        usage_limit_total: null,
        usage_limit_per_user: 1,
        is_active: true,
        is_public: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New discount code' })).toBeNull());
    await waitFor(() => expect(row('DIWALI-10')).toBeTruthy());
    expect(cells('DIWALI-10')[1]).toBe('12.5% up to ₹2,000');
  });

  it('creates a flat code without a maximum discount', async () => {
    await openNew();
    await userEvent.click(screen.getByRole('radio', { name: 'Flat amount' }));
    expect(screen.queryByLabelText(/^Maximum discount/)).toBeNull();
    expect(screen.getByText('Rupees off the order.')).toBeTruthy();
    await userEvent.type(field('Code'), 'FLAT250');
    await userEvent.type(field('Value'), '250');
    await userEvent.type(field('Total uses (optional)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Discount code saved.');
    expect(upserts[0]).toMatchObject({
      is_new: true,
      code: 'FLAT250',
      discount_type: 'fixed',
      value: 250,
      max_discount: null,
      min_subtotal: 0,
      usage_limit_total: 1000,
      usage_limit_per_user: null,
    });
  });

  it('edits a code: the code read-only, the stored values in India time, not new', async () => {
    await openCodes();
    await userEvent.click(screen.getByRole('button', { name: 'Edit WELCOME10' }));
    await screen.findByRole('form', { name: 'Edit discount code WELCOME10' });
    expect(field('Code').value).toBe('WELCOME10');
    expect(field('Code').readOnly).toBe(true);
    expect(field('Value').value).toBe('10');
    expect(field('Maximum discount (₹, optional)').value).toBe('2000');
    expect(field('Starts (optional)').value).toBe('2026-11-01T10:00');
    expect(field('Ends (optional)').value).toBe('2026-12-31T23:59');
    expect(field('Uses per shopper (optional)').value).toBe('1');
    await retype('Total uses (optional)', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Discount code saved.');
    expect(upserts[0]).toMatchObject({
      is_new: false,
      code: 'WELCOME10',
      value: 10,
      max_discount: 2000,
      starts_at: '2026-11-01T04:30:00.000Z',
      ends_at: '2026-12-31T18:29:00.000Z',
      usage_limit_total: null,
      usage_limit_per_user: 1,
      is_public: true,
    });
  });

  it('shows the database’s refusal and keeps what was typed', async () => {
    const form = await openNew();
    await userEvent.type(field('Code'), 'welcome10');
    await userEvent.type(field('Value'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(`The discount code was not saved: ${DISCOUNT_ADMIN_MESSAGES.codeTaken}`);
    expect(field('Code').value).toBe('welcome10');
    expect(field('Value').value).toBe('5');
    expect(screen.queryByText('Discount code saved.')).toBeNull();
    expect(upserts[0]).toMatchObject({ is_new: true, code: 'WELCOME10' });
  });

  it('pauses and resumes a code with its other values unchanged', async () => {
    await openCodes();
    await userEvent.click(screen.getByRole('button', { name: 'Pause WELCOME10' }));
    expect(await screen.findByText('WELCOME10 paused.')).toBeTruthy();
    expect(upserts[0]).toEqual({
      is_new: false,
      code: 'WELCOME10',
      description: 'First order',
      discount_type: 'percentage',
      value: 10,
      max_discount: 2000,
      min_subtotal: 1000,
      starts_at: '2026-11-01T04:30:00+00:00',
      ends_at: '2026-12-31T18:29:00+00:00',
      usage_limit_total: 100,
      usage_limit_per_user: 1,
      is_active: false,
      is_public: true,
    });
    await waitFor(() => expect(cells('WELCOME10')[5]).toBe('Paused'));

    await userEvent.click(screen.getByRole('button', { name: 'Resume FLAT500' }));
    expect(await screen.findByText('FLAT500 resumed.')).toBeTruthy();
    expect(upserts[1]).toMatchObject({
      code: 'FLAT500',
      is_active: true,
      discount_type: 'fixed',
      value: 500,
    });
    await waitFor(() => expect(cells('FLAT500')[5]).toBe('Active'));
  });

  it('says when a pause was refused', async () => {
    await openCodes();
    refuseNext = DISCOUNT_ADMIN_MESSAGES.staffOnly;
    await userEvent.click(screen.getByRole('button', { name: 'Pause WELCOME10' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `WELCOME10 was not paused: ${DISCOUNT_ADMIN_MESSAGES.staffOnly}`,
    );
    expect(cells('WELCOME10')[5]).toBe('Active');
  });

  it('shows the error with a retry when the list cannot be read', async () => {
    setSupabaseForTests({
      rpc: vi.fn(async () => ({
        data: null,
        error: { message: DISCOUNT_ADMIN_MESSAGES.staffOnly, code: '42501' },
      })),
    });
    renderApp(<StaffPage />, { route: '/staff/discount-codes' });
    expect(await screen.findByText('Could not load the discount codes')).toBeTruthy();
    expect(screen.getByText(DISCOUNT_ADMIN_MESSAGES.staffOnly)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
