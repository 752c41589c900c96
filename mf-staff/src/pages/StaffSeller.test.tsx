import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeTables, type FakeTables, fakeSeller } from '../test-tables';
import { createFakeStaffBackend } from '../test-utils';
import { StaffPage } from './StaffPage';

let tables: FakeTables;

beforeEach(() => {
  tables = createFakeTables();
  setSupabaseForTests({ rpc: createFakeStaffBackend().client.rpc, from: tables.from });
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
});

afterEach(() => resetSupabaseForTests());

/** A field by its label (a required field's label ends with a hidden '*'). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`)) as HTMLInputElement;
const updates = () => tables.state.calls.filter((c) => c.op === 'update');

async function openSeller() {
  renderApp(<StaffPage />, { route: '/staff/seller' });
  return screen.findByRole('form', { name: 'Seller details' });
}

async function retype(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

describe('seller details', () => {
  it('loads every editable column into labelled fields', async () => {
    await openSeller();
    expect(screen.getByRole('link', { name: 'Seller details' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Seller details' })).toBeTruthy();
    const expected = fakeSeller();
    const labels: [string, string][] = [
      ['Legal name', 'legal_name'],
      ['Trade name', 'trade_name'],
      ['GSTIN', 'gstin'],
      ['Address line 1', 'address_line1'],
      ['Address line 2 (optional)', 'address_line2'],
      ['City', 'city'],
      ['State', 'state'],
      ['State code', 'state_code'],
      ['PIN code', 'pincode'],
      ['Support e-mail', 'support_email'],
      ['Support phone', 'support_phone'],
      ['Grievance officer’s name', 'grievance_officer_name'],
      ['Grievance officer’s e-mail', 'grievance_officer_email'],
      ['Grievance officer’s phone', 'grievance_officer_phone'],
    ];
    for (const [label, column] of labels) expect(field(label).value).toBe(expected[column]);
    expect(tables.state.calls[0]).toMatchObject({
      table: 'seller_profile',
      op: 'select',
      filters: [['singleton', true]],
    });
  });

  it('shows each invalid field’s message, focuses the first and sends nothing', async () => {
    await openSeller();
    await retype('Legal name', 'G');
    await retype('GSTIN', '27AABCG1234');
    await retype('PIN code', '012345');
    await retype('Support e-mail', 'support@gamegear');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter the legal name: 2 to 200 characters.')).toBeTruthy();
    expect(
      screen.getByText('GSTIN must be 15 characters: state code, PAN, entity number, Z, check character.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a 6-digit PIN code that does not start with 0.')).toBeTruthy();
    expect(screen.getByText('Enter an e-mail address such as support@example.in.')).toBeTruthy();
    expect(field('Legal name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Legal name'));
    expect(updates()).toEqual([]);
  });

  it('asks for a GSTIN that starts with the state code', async () => {
    await openSeller();
    await retype('State', 'Karnataka');
    await retype('State code', '29');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The GSTIN must start with the state code.')).toBeTruthy();
    expect(document.activeElement).toBe(field('GSTIN'));
    expect(updates()).toEqual([]);
  });

  it('saves the state, state code and GSTIN together, with a pending state, and says so', async () => {
    let release = () => {};
    tables.state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await openSeller();
    await retype('State', 'Karnataka');
    await retype('State code', '29');
    await retype('GSTIN', '29aabcg1234m1z5');
    await retype('City', ' Bengaluru ');
    await retype('Address line 2 (optional)', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const pending = await screen.findByRole('button', { name: 'Saving…' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    release();
    const status = await screen.findByText('Seller details saved.');
    expect(status.getAttribute('role')).toBe('status');

    expect(updates()).toHaveLength(1);
    expect(updates()[0]).toMatchObject({
      table: 'seller_profile',
      filters: [['singleton', true]],
      values: {
        legal_name: 'GameGear Retail Private Limited',
        trade_name: 'GameGear',
        gstin: '29AABCG1234M1Z5',
        address_line1: '12 Linking Road',
        address_line2: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        state_code: '29',
        pincode: '400050',
        support_email: 'support@gamegear.in',
        support_phone: '+91 22 4000 1234',
        grievance_officer_name: 'Priya Nair',
        grievance_officer_email: 'grievance@gamegear.in',
        grievance_officer_phone: '+91 22 4000 1299',
      },
    });
    expect(Object.keys(updates()[0]?.values ?? {})).not.toContain('updated_at');
    expect(field('GSTIN').value).toBe('29AABCG1234M1Z5');
    expect(field('City').value).toBe('Bengaluru');

    // The next edit clears the message.
    await userEvent.type(field('City'), 'x');
    await waitFor(() => expect(screen.queryByText('Seller details saved.')).toBeNull());
  });

  it('shows the database’s refusal and keeps what was typed', async () => {
    const form = await openSeller();
    tables.state.refuseNext = {
      table: 'seller_profile',
      message:
        'new row for relation "seller_profile" violates check constraint "seller_profile_gstin_format"',
      code: '23514',
    };
    await retype('Trade name', 'GameGear India');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'The seller’s details were not saved: new row for relation "seller_profile" violates check constraint "seller_profile_gstin_format"',
    );
    expect(field('Trade name').value).toBe('GameGear India');
    expect(screen.queryByText('Seller details saved.')).toBeNull();
    expect(tables.state.seller?.trade_name).toBe('GameGear');
  });

  it('says when the update reached no row (not staff)', async () => {
    await openSeller();
    tables.state.seller = null;
    await retype('Trade name', 'GameGear India');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('only staff can change them');
    expect(field('Trade name').value).toBe('GameGear India');
  });
});
