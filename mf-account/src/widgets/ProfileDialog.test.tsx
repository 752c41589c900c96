import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, setSupabaseForTests, useSession } from 'shared';
import { PINCODE_MESSAGES } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collectToasts,
  createFakeSupabase,
  type FakeSupabase,
  renderApp,
  signIn,
  signOut,
} from '../test-utils';
import ProfileDialog from './ProfileDialog';

// The module boundary under test: every fetcher reaches Supabase through shared's getSupabase.
let fake: FakeSupabase;

const COMPLETE_ROW = {
  user_id: 'user-1',
  name: 'Asha Rao',
  mobile: '9876543210',
  address: {
    line1: '12 Marine Drive',
    line2: '',
    city: 'Mumbai',
    state: 'Maharashtra',
    zip: '400001',
    country: 'India',
  },
  updated_at: '2026-01-01T00:00:00Z',
};

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  fake = createFakeSupabase();
  setSupabaseForTests(fake.client);
  toasts = collectToasts();
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
});

async function openDialog() {
  const user = userEvent.setup();
  const view = renderApp(<ProfileDialog />, { route: '/product/ps5' });
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => bus.emit('profile:open', {}));
  // The form is a lazy chunk (the first import in a run is slow): the fallback sheet comes first.
  await screen.findByLabelText('Full Name', {}, { timeout: 5000 });
  const dialog = screen.getByRole('dialog', { name: 'Profile' });
  // The fields render before the profile query fills them: start from the loaded values.
  const savedName = typeof fake.state.row?.name === 'string' ? fake.state.row.name : null;
  if (savedName) await waitFor(() => expect(field(dialog, 'Full Name').value).toBe(savedName));
  return { user, dialog, view };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const toastTitles = () => toasts.list.map((t) => t.title);

describe('ProfileDialog', () => {
  it('opens on profile:open with the stored profile and every documented field', async () => {
    fake.state.row = COMPLETE_ROW;
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('group', { name: 'Personal Information' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Shipping & Billing Address' })).toBeTruthy();
    expect(field(dialog, 'Full Name').value).toBe('Asha Rao');
    expect(field(dialog, 'Email').value).toBe('asha@example.com');
    expect(field(dialog, 'Email').readOnly).toBe(true);
    expect(field(dialog, 'Phone Number').value).toBe('9876543210');
    expect(field(dialog, 'Address Line 1').value).toBe('12 Marine Drive');
    expect(field(dialog, 'Address Line 2 (optional)').value).toBe('');
    expect(field(dialog, 'PIN Code').value).toBe('400001');
    expect(field(dialog, 'City').value).toBe('Mumbai');
    expect(field(dialog, 'State/Province').value).toBe('Maharashtra');
    expect(field(dialog, 'Country').value).toBe('India');
    for (const name of ['Refresh', 'Save', 'Cancel'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    // A complete profile shows no completion banner; a loaded PIN is not looked up again.
    expect(within(dialog).queryByText('Please complete your profile information. Click to edit.')).toBeNull();
    expect(fake.client.functions.invoke).not.toHaveBeenCalled();
  });

  it('shows a counter on every text field and keeps phone and PIN to digits', async () => {
    const { user, dialog } = await openDialog();
    await user.type(field(dialog, 'Full Name'), 'Asha');
    expect(within(dialog).getByText('4/50')).toBeTruthy();
    await user.type(field(dialog, 'Full Name'), 'x'.repeat(46));
    expect(within(dialog).getByText('50/50')).toBeTruthy();
    expect(field(dialog, 'Full Name').getAttribute('aria-invalid')).toBeNull();

    await user.type(field(dialog, 'Phone Number'), '98a7-6 54+3210999');
    expect(field(dialog, 'Phone Number').value).toBe('9876543210');
    expect(within(dialog).getByText('10/10')).toBeTruthy();

    await user.type(field(dialog, 'PIN Code'), '4o0 0');
    expect(field(dialog, 'PIN Code').value).toBe('400');
    expect(within(dialog).getByText('3/6')).toBeTruthy();
    // Every other text field counts up to 50 (Country is a select: no counter).
    expect(within(dialog).getAllByText('0/50')).toHaveLength(4);
  });

  it('keeps text past 50 characters, says so under the field and refuses to save it', async () => {
    fake.state.row = COMPLETE_ROW;
    const { user, dialog } = await openDialog();
    const line1 = field(dialog, 'Address Line 1');
    expect(line1.maxLength).toBe(-1); // no silent cutting by the browser
    await user.clear(line1);
    // Pasted: nothing is cut ('Baner Road' stays 'Baner Road').
    const pasted = 'Flat 12, Sunshine Residency, Opposite City Mall, Baner Road';
    await user.click(line1);
    await user.paste(pasted);
    expect(line1.value).toBe(pasted);
    const message = `Address Line 1 can be at most 50 characters (now ${pasted.length}).`;
    expect(within(dialog).getByText(`${pasted.length}/50`)).toBeTruthy();
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(line1.getAttribute('aria-invalid')).toBe('true');
    // Typed on past the limit: still kept, the count follows.
    await user.type(line1, '!!');
    expect(line1.value).toBe(`${pasted}!!`);
    expect(
      within(dialog).getByText(`Address Line 1 can be at most 50 characters (now ${pasted.length + 2}).`),
    ).toBeTruthy();

    // Save is refused with the message, focus on the field, nothing stored.
    await user.click(field(dialog, 'Full Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(line1);
    expect(fake.state.upserts).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeTruthy();

    // Shortened to the limit (counted in code points, as the database does): saved.
    await user.clear(line1);
    await user.type(line1, 'Flat 12, Sunshine Residency, Baner Road 🎮');
    expect(within(dialog).getByText('41/50')).toBeTruthy();
    expect(within(dialog).queryByText(/can be at most 50 characters/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.state.upserts).toHaveLength(1));
    expect((fake.state.upserts[0] as { address: { line1: string } }).address.line1).toBe(
      'Flat 12, Sunshine Residency, Baner Road 🎮',
    );
  });

  it.each([
    ['Full Name', 'Name'],
    ['Address Line 2 (optional)', 'Address Line 2'],
    ['City', 'City'],
    ['State/Province', 'State'],
  ])('refuses %s past 50 characters with its own message', async (label, named) => {
    fake.state.row = COMPLETE_ROW;
    const { user, dialog } = await openDialog();
    await user.clear(field(dialog, label));
    await user.click(field(dialog, label));
    await user.paste('z'.repeat(53));
    expect(field(dialog, label).value).toHaveLength(53);
    const message = `${named} can be at most 50 characters (now 53).`;
    expect(within(dialog).getByText(message)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(field(dialog, label));
    expect(fake.state.upserts).toHaveLength(0);
  });

  /** Opens the dialog on a stored country, optionally picks one, saves: the country sent. */
  async function saveCountry(stored: string, pick: string | null) {
    fake.state.row = { ...COMPLETE_ROW, address: { ...COMPLETE_ROW.address, country: stored } };
    const { user, dialog } = await openDialog();
    const country = within(dialog).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    const shown = { value: country.value, options: [...country.options].map((o) => o.value) };
    if (pick) await user.selectOptions(country, pick);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.state.upserts).toHaveLength(1));
    const saved = (fake.state.upserts[0] as { address: { country: string } }).address.country;
    return { shown, saved };
  }

  it('offers India alone as the country, preselected, and saves it', async () => {
    const { shown, saved } = await saveCountry('', null);
    expect(shown).toEqual({ value: 'India', options: ['India'] });
    expect(saved).toBe('India');
  });

  it('explains the one country in a hint tied to the select', async () => {
    fake.state.row = COMPLETE_ROW;
    const { dialog } = await openDialog();
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    const hint = within(dialog).getByText('We deliver only within India.');
    expect(country.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('keeps a country saved earlier visible (and saved) until India is chosen', async () => {
    const kept = await saveCountry('Nepal', null);
    expect(kept.shown).toEqual({ value: 'Nepal', options: ['India', 'Nepal'] });
    expect(kept.saved).toBe('Nepal');
  });

  it('saves India once chosen in place of an earlier country', async () => {
    expect((await saveCountry('Nepal', 'India')).saved).toBe('India');
  });

  it('runs the save checks in the documented order and saves nothing until they pass', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('Please complete your profile information. Click to edit.')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const expectError = async (message: string) => {
      await user.click(save);
      expect(await within(dialog).findByText(message)).toBeTruthy();
    };

    await user.type(field(dialog, 'Phone Number'), '98765');
    await user.type(field(dialog, 'PIN Code'), '4000');
    await expectError('Phone must be 10 digits');
    expect(document.activeElement).toBe(field(dialog, 'Phone Number'));
    await user.type(field(dialog, 'Phone Number'), '43210');
    await expectError('Pincode must be 6 digits');
    await user.clear(field(dialog, 'PIN Code'));
    await expectError('Name required.');
    await user.type(field(dialog, 'Full Name'), 'Asha');
    await expectError('Address Line 1 required.');
    await user.type(field(dialog, 'Address Line 1'), '12 Marine Drive');
    await expectError('City required.');
    await user.type(field(dialog, 'City'), 'Mumbai');
    await expectError('State required.');
    await user.type(field(dialog, 'State/Province'), 'Maharashtra');
    await expectError('Pincode required.');
    expect(document.activeElement).toBe(field(dialog, 'PIN Code'));
    fake.state.lookup = () => ({ data: null, error: new Error('offline') });
    // Country needs nothing: India is preselected. A line over 50 characters comes before the
    // required fields.
    await user.type(field(dialog, 'Address Line 1'), ', Opposite the Old Central Post Office');
    await user.clear(field(dialog, 'City'));
    await user.click(save);
    expect(
      within(dialog).getAllByText('Address Line 1 can be at most 50 characters (now 53).').length,
    ).toBeGreaterThan(0);
    expect(document.activeElement).toBe(field(dialog, 'Address Line 1'));
    await user.clear(field(dialog, 'Address Line 1'));
    await user.type(field(dialog, 'Address Line 1'), '12 Marine Drive');
    await expectError('City required.');
    expect(document.activeElement).toBe(field(dialog, 'City'));
    expect(fake.state.upserts).toHaveLength(0);
  });

  it('saves the profile (phone as mobile, user_id, updated_at), toasts and closes', async () => {
    fake.state.row = { ...COMPLETE_ROW, name: 'Old' };
    const { user, dialog } = await openDialog();
    await user.clear(field(dialog, 'Full Name'));
    await user.type(field(dialog, 'Full Name'), '  Asha Rao ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastTitles()).toContain('Profile saved!');
    const payload = fake.state.upserts[0] as Record<string, unknown>;
    expect(payload).toMatchObject({
      user_id: 'user-1',
      name: 'Asha Rao',
      mobile: '9876543210',
      address: COMPLETE_ROW.address,
    });
    expect(typeof payload.updated_at).toBe('string');
    expect(payload).not.toHaveProperty('email');
  });

  it('shows the saved name in the header’s session at once and keeps it in the account for the next load', async () => {
    fake.state.row = { ...COMPLETE_ROW, name: 'Old' };
    expect(useSession.getState().user?.name).toBe('Asha');
    const { user, dialog } = await openDialog();
    await user.clear(field(dialog, 'Full Name'));
    await user.type(field(dialog, 'Full Name'), ' Priya Nair ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useSession.getState().user?.name).toBe('Priya Nair'));
    expect(useSession.getState().user).toMatchObject({ id: 'user-1', email: 'asha@example.com' });
    expect(fake.client.auth.updateUser).toHaveBeenCalledWith({ data: { name: 'Priya Nair' } });
    expect(fake.state.user?.user_metadata).toEqual({ name: 'Priya Nair' });
  });

  it('keeps the saved name in the header when the account cannot be updated', async () => {
    fake.state.row = { ...COMPLETE_ROW, name: 'Old' };
    const { user, dialog } = await openDialog();
    fake.state.updateUserThrows = true;
    await user.clear(field(dialog, 'Full Name'));
    await user.type(field(dialog, 'Full Name'), 'Priya');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles()).toContain('Profile saved!'));
    await waitFor(() => expect(useSession.getState().user?.name).toBe('Priya'));
  });

  it.each([
    [
      'the database refuses',
      { upsertError: { message: 'new row violates check constraint' } },
      'Failed to save profile: new row violates check constraint',
    ],
    [
      'no row comes back',
      { upsertReturnsNothing: true },
      'Failed to save profile: Upsert failed: No data returned.',
    ],
    ['the session is gone', { user: null }, 'Failed to save profile: User not authenticated.'],
  ])('reports a failed save when %s', async (_case, patch, message) => {
    fake.state.row = COMPLETE_ROW;
    const { user, dialog } = await openDialog();
    Object.assign(fake.state, patch);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles()).toContain(message));
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeTruthy();
  });

  it('shows the load error with Try Again, which reloads', async () => {
    fake.state.selectError = { message: 'boom' };
    const user = userEvent.setup();
    renderApp(<ProfileDialog />);
    act(() => bus.emit('profile:open', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(await within(dialog).findByText('Error loading profile data.')).toBeTruthy();
    fake.state.selectError = null;
    fake.state.row = COMPLETE_ROW;
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(((await within(dialog).findByLabelText('Full Name')) as HTMLInputElement).value).toBe('Asha Rao');
  });

  it('Refresh drops unsaved edits and reloads from the server', async () => {
    fake.state.row = COMPLETE_ROW;
    const { user, dialog } = await openDialog();
    await user.type(field(dialog, 'Full Name'), ' edited');
    fake.state.row = { ...COMPLETE_ROW, name: 'Server Name' };
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(field(dialog, 'Full Name').value).toBe('Server Name'));
  });

  it('sends a guest to /login and remembers where they were', async () => {
    signOut();
    renderApp(<ProfileDialog />, { route: '/product/ps5?tab=specs' });
    act(() => bus.emit('profile:open', {}));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(useSession.getState().redirectPath).toBe('/product/ps5?tab=specs');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes and goes to /login when the server no longer knows the session', async () => {
    fake.state.user = null;
    renderApp(<ProfileDialog />, { route: '/wishlist' });
    act(() => bus.emit('profile:open', {}));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(useSession.getState().redirectPath).toBe('/wishlist');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('PIN code lookup', () => {
  const answers: Record<string, { city: string; state: string; serviceable: boolean }> = {
    '400001': { city: 'Mumbai', state: 'Maharashtra', serviceable: true },
    '110001': { city: 'Central Delhi', state: 'Delhi', serviceable: false },
  };
  beforeEach(() => {
    fake.state.lookup = (pincode) => {
      const hit = answers[pincode];
      return {
        error: null,
        data: hit
          ? {
              valid: true,
              city: hit.city,
              state: hit.state,
              isServiceAvailable: hit.serviceable,
              message: hit.serviceable ? PINCODE_MESSAGES.validated : PINCODE_MESSAGES.notServiceable,
            }
          : {
              valid: false,
              city: '',
              state: '',
              isServiceAvailable: false,
              message: PINCODE_MESSAGES.invalid,
            },
      };
    };
  });

  it('looks the PIN up after the 6th digit and fills city and state', async () => {
    const { user, dialog } = await openDialog();
    await user.type(field(dialog, 'PIN Code'), '40000');
    // Debounced: nothing is asked for five digits, even after the debounce.
    await new Promise((r) => setTimeout(r, 600));
    expect(fake.client.functions.invoke).not.toHaveBeenCalled();
    await user.type(field(dialog, 'PIN Code'), '1');
    expect(await within(dialog).findByText('Pincode validated', {}, { timeout: 2000 })).toBeTruthy();
    expect(fake.client.functions.invoke).toHaveBeenCalledTimes(1);
    expect(fake.client.functions.invoke).toHaveBeenCalledWith('validate-pincode', {
      method: 'POST',
      body: { pincode: '400001' },
    });
    expect(field(dialog, 'City').value).toBe('Mumbai');
    expect(field(dialog, 'State/Province').value).toBe('Maharashtra');
    expect(within(dialog).queryByTestId('pincode-service-note')).toBeNull();
  });

  it('fills a PIN outside the service area and says so', async () => {
    const { user, dialog } = await openDialog();
    await user.type(field(dialog, 'PIN Code'), '110001');
    expect(await within(dialog).findByText('Pincode validated', {}, { timeout: 2000 })).toBeTruthy();
    expect(field(dialog, 'City').value).toBe('Central Delhi');
    expect(field(dialog, 'State/Province').value).toBe('Delhi');
    expect(within(dialog).getByTestId('pincode-service-note').textContent).toBe(
      PINCODE_MESSAGES.notServiceable,
    );
  });

  it('shows the lookup error for an unknown PIN and leaves city and state alone', async () => {
    const { user, dialog } = await openDialog();
    await user.type(field(dialog, 'City'), 'Pune');
    await user.type(field(dialog, 'PIN Code'), '999999');
    expect(await within(dialog).findByText('Invalid pincode', {}, { timeout: 2000 })).toBeTruthy();
    expect(field(dialog, 'City').value).toBe('Pune');
    expect(field(dialog, 'PIN Code').getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Failed to validate pincode.' when the function fails", async () => {
    fake.state.lookup = () => ({ data: null, error: new Error('FunctionsFetchError') });
    const { user, dialog } = await openDialog();
    await user.type(field(dialog, 'PIN Code'), '400001');
    expect(
      await within(dialog).findByText('Failed to validate pincode.', {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(field(dialog, 'City').value).toBe('');
  });
});

describe('change e-mail', () => {
  async function openChangeEmail() {
    fake.state.row = COMPLETE_ROW;
    const opened = await openDialog();
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Edit email' }));
    const emailDialog = await screen.findByRole('dialog', { name: 'Change Email' });
    return { ...opened, emailDialog };
  }
  const request = (d: HTMLElement) => within(d).getByRole('button', { name: 'Request Email Change' });

  it('shows the current e-mail read-only and refuses an invalid or unchanged address', async () => {
    const { user, emailDialog } = await openChangeEmail();
    const current = within(emailDialog).getByLabelText('Current Email') as HTMLInputElement;
    expect(current.value).toBe('asha@example.com');
    expect(current.readOnly).toBe(true);
    expect(within(emailDialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await user.click(request(emailDialog));
    expect(await within(emailDialog).findByText('Please enter a valid new email address')).toBeTruthy();
    expect(toasts.list.at(-1)).toMatchObject({ title: 'Invalid Email', status: 'error' });

    await user.type(within(emailDialog).getByLabelText('New Email'), 'no-at-sign');
    await user.click(request(emailDialog));
    expect(await within(emailDialog).findByText('Please enter a valid new email address')).toBeTruthy();

    await user.clear(within(emailDialog).getByLabelText('New Email'));
    await user.type(within(emailDialog).getByLabelText('New Email'), 'ASHA@example.com');
    await user.click(request(emailDialog));
    expect(await within(emailDialog).findByText('New email is the same as current email')).toBeTruthy();
    expect(toasts.list.at(-1)).toMatchObject({ title: 'Email is unchanged' });
    expect(fake.client.auth.updateUser).not.toHaveBeenCalled();
  });

  it.each([
    [{ message: 'User already registered', code: 'email_exists' }, 'This email address is already in use.'],
    [
      { message: 'A user with this email address has already been registered', code: 'email_exists' },
      'This email address is already in use.',
    ],
    [
      { message: 'For security purposes, you can only request this after 42 seconds.' },
      'Too many requests. Please wait a minute and try again.',
    ],
    [{ message: 'Unable to validate email address: invalid format' }, 'Failed to request email update.'],
  ])('maps the auth error %o', async (error, message) => {
    const { user, emailDialog } = await openChangeEmail();
    fake.state.updateUserError = error;
    await user.type(within(emailDialog).getByLabelText('New Email'), 'new@example.com');
    await user.click(request(emailDialog));
    expect(await within(emailDialog).findByText(message)).toBeTruthy();
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'Failed to Request Email Change',
      description: message,
    });
  });

  it("reports an unexpected exception as 'Email Update Error'", async () => {
    const { user, emailDialog } = await openChangeEmail();
    fake.state.updateUserThrows = true;
    await user.type(within(emailDialog).getByLabelText('New Email'), 'new@example.com');
    await user.click(request(emailDialog));
    expect(await within(emailDialog).findByText('Failed to request email update.')).toBeTruthy();
    expect(toasts.list.at(-1)).toMatchObject({ title: 'Email Update Error' });
  });

  it('after a request shows the pending state until the dialog closes', async () => {
    const { user, dialog, emailDialog } = await openChangeEmail();
    await user.type(within(emailDialog).getByLabelText('New Email'), 'new@example.com');
    await user.click(request(emailDialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Email' })).toBeNull());
    expect(fake.client.auth.updateUser).toHaveBeenCalledWith(
      { email: 'new@example.com' },
      expect.objectContaining({ emailRedirectTo: expect.any(String) }),
    );
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'Email change request sent',
      description: 'Please check both your old and new email inboxes to confirm the change.',
      duration: 7000,
      status: 'success',
    });
    expect(within(dialog).getByText('Email change pending')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Email' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    // Still pending on Refresh while the server keeps new_email.
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fake.client.auth.getUser.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(within(dialog).getByText('Email change pending')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.emit('profile:open', {}));
    const reopened = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(reopened).queryByText('Email change pending')).toBeNull();
    expect(within(reopened).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('resolves the pending state when a reload shows both links confirmed', async () => {
    const { user, dialog, emailDialog } = await openChangeEmail();
    await user.type(within(emailDialog).getByLabelText('New Email'), 'new@example.com');
    await user.click(request(emailDialog));
    expect(await within(dialog).findByText('Email change pending')).toBeTruthy();
    fake.state.user = { id: 'user-1', email: 'new@example.com' };
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(field(dialog, 'Email').value).toBe('new@example.com'));
    expect(within(dialog).queryByText('Email change pending')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
