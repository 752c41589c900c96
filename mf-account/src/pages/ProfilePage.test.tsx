import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createFakeSupabase, type FakeSupabase, renderApp, signIn, signOut } from '../test-utils';
import { ProfilePage } from './ProfilePage';

let fake: FakeSupabase;

beforeEach(() => {
  fake = createFakeSupabase();
  setSupabaseForTests(fake.client);
  signIn();
});
afterEach(signOut);

it('renders the profile form inline under the page title; Cancel resets the edits', async () => {
  fake.state.row = { user_id: 'user-1', name: 'Asha', mobile: '', address: null };
  const user = userEvent.setup();
  renderApp(<ProfilePage />, { route: '/profile' });
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  const name = (await screen.findByLabelText('Full Name', {}, { timeout: 5000 })) as HTMLInputElement;
  expect(screen.queryByRole('dialog')).toBeNull();
  // The field renders before the profile query fills it.
  await waitFor(() => expect(name.value).toBe('Asha'));
  expect(screen.getByText('Please complete your profile information. Click to edit.')).toBeTruthy();
  await user.type(name, ' Rao');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(name.value).toBe('Asha'));
  // The banner takes the user to the first missing field.
  await user.click(screen.getByText('Please complete your profile information. Click to edit.'));
  expect(document.activeElement).toBe(screen.getByLabelText('Phone Number'));
});
