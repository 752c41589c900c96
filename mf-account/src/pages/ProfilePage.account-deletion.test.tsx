import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests, useSession } from 'shared';
import { ACCOUNT_DELETION_MESSAGES, ACCOUNT_DELETION_TERMS } from 'shared/contracts';
import { setViewportWidth } from 'shared/test-utils';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  collectToasts,
  createFakeSupabase,
  type FakeSupabase,
  renderApp,
  signIn,
  signOut,
} from '../test-utils';
import { ProfilePage } from './ProfilePage';

let fake: FakeSupabase;

beforeEach(() => {
  setViewportWidth(1024);
  fake = createFakeSupabase();
  setSupabaseForTests(fake.client);
  signIn();
});
afterEach(signOut);

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { dialog, field: within(dialog).getByLabelText('Type DELETE to confirm') as HTMLInputElement };
}

const rpcCalls = () => fake.client.rpc.mock.calls.filter(([name]) => name === 'delete_my_account');

it("shows 'Delete account' with what is erased and kept, a privacy link and the button", async () => {
  renderApp(<ProfilePage />, { route: '/profile' });
  const heading = await screen.findByRole('heading', { level: 2, name: 'Delete account' }, { timeout: 5000 });
  const section = heading.closest('section') as HTMLElement;
  expect(within(section).getByText(ACCOUNT_DELETION_TERMS.erased)).toBeTruthy();
  expect(within(section).getByText(ACCOUNT_DELETION_TERMS.kept)).toBeTruthy();
  expect(within(section).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  expect(within(section).getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  // The page keeps one h1 (ADR 0012) and the dialog opens only on request.
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('refuses anything but DELETE under the field, without calling the server', async () => {
  const user = userEvent.setup();
  renderApp(<ProfilePage />, { route: '/profile' });
  const { dialog, field } = await openDialog(user);
  // The field opens focused (ADR 0012: a dialog's first field).
  await waitFor(() => expect(document.activeElement).toBe(field));

  await user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
  expect(within(dialog).getByText(ACCOUNT_DELETION_MESSAGES.confirm)).toBeTruthy();

  await user.type(field, 'delete{Enter}');
  expect(within(dialog).getByText(ACCOUNT_DELETION_MESSAGES.confirm)).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(field);
  expect(rpcCalls()).toHaveLength(0);

  // Typing again clears the message.
  await user.clear(field);
  await user.type(field, 'D');
  expect(within(dialog).queryByText(ACCOUNT_DELETION_MESSAGES.confirm)).toBeNull();
});

it('Cancel and Escape close the dialog, handing the focus back to the button', async () => {
  const user = userEvent.setup();
  renderApp(<ProfilePage />, { route: '/profile' });
  const opener = await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5000 });
  opener.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(opener));

  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(opener));
  expect(rpcCalls()).toHaveLength(0);
});

it("shows the server's refusal in the dialog and keeps what was typed", async () => {
  fake.state.rpc = (name) =>
    name === 'delete_my_account'
      ? { data: null, error: { message: ACCOUNT_DELETION_MESSAGES.inProgress, code: 'P0001' } }
      : { data: null, error: { message: `unexpected rpc ${name}` } };
  const user = userEvent.setup();
  renderApp(<ProfilePage />, { route: '/profile' });
  const { dialog, field } = await openDialog(user);
  await user.type(field, 'DELETE');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));

  expect((await within(dialog).findByRole('alert')).textContent).toBe(ACCOUNT_DELETION_MESSAGES.inProgress);
  expect(field.value).toBe('DELETE');
  expect(rpcCalls()).toEqual([['delete_my_account', { p_confirmation: 'DELETE' }]]);
  expect(fake.client.auth.signOut).not.toHaveBeenCalled();
  expect(useSession.getState().status).toBe('authenticated');
  expect(screen.getByTestId('location').textContent).toBe('/profile');
});

it('an unexpected failure says to try again', async () => {
  fake.client.rpc.mockImplementationOnce(async () => {
    throw new TypeError('Failed to fetch');
  });
  const user = userEvent.setup();
  renderApp(<ProfilePage />, { route: '/profile' });
  const { dialog, field } = await openDialog(user);
  await user.type(field, 'DELETE{Enter}');
  expect((await within(dialog).findByRole('alert')).textContent).toBe(ACCOUNT_DELETION_MESSAGES.failed);
  expect(field.value).toBe('DELETE');
});

it('deletes with { p_confirmation: DELETE }: busy meanwhile, then signed out at home with the toast', async () => {
  let answer: (value: { data: unknown; error: null }) => void = () => {};
  fake.client.rpc.mockImplementationOnce(
    () => new Promise<{ data: unknown; error: null }>((resolve) => (answer = resolve)),
  );
  const toasts = collectToasts();
  const user = userEvent.setup();
  renderApp(<ProfilePage />, { route: '/profile' });
  const { dialog, field } = await openDialog(user);
  await user.type(field, 'DELETE');
  const confirm = within(dialog).getByRole('button', { name: 'Delete account permanently' });
  await user.click(confirm);

  await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
  expect(confirm.getAttribute('aria-disabled')).toBe('true');
  expect(rpcCalls()).toEqual([['delete_my_account', { p_confirmation: 'DELETE' }]]);

  answer({ data: { success: true }, error: null });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  await waitFor(() => expect(useSession.getState().status).toBe('anonymous'));
  expect(fake.client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  await waitFor(() =>
    expect(toasts.list).toEqual([
      expect.objectContaining({ status: 'success', title: ACCOUNT_DELETION_MESSAGES.deleted }),
    ]),
  );
  toasts.stop();
});

it('works as a bottom sheet below 768 px', async () => {
  setViewportWidth(375);
  fake.state.rpc = (name) =>
    name === 'delete_my_account'
      ? { data: null, error: { message: ACCOUNT_DELETION_MESSAGES.staff } }
      : { data: null, error: { message: `unexpected rpc ${name}` } };
  const user = userEvent.setup();
  renderApp(<ProfilePage />, { route: '/profile' });
  const { dialog, field } = await openDialog(user);
  expect(dialog.getAttribute('data-variant')).toBe('bottom');
  await user.type(field, 'DELETE{Enter}');
  expect((await within(dialog).findByRole('alert')).textContent).toBe(ACCOUNT_DELETION_MESSAGES.staff);
});
