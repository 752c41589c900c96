import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PINCODE_MESSAGES, type PincodeLookupResult } from '../contracts/pincode';
import { PROFILE_MESSAGES, type UserProfileRow } from '../contracts/profile';
import { type ProfileCardOptions, useProfileCard } from '../profile/use-profile-card';
import { resetSupabaseForTests, setSupabaseForTests } from '../supabase/client';
import { collect, renderApp, signIn, signOut } from '../test-utils';
import { ProfileCard } from './ProfileCard';

const USER = { id: 'user-1', email: 'asha@example.com' };

const COMPLETE_PROFILE: UserProfileRow = {
  user_id: USER.id,
  name: 'Asha Rao',
  mobile: '9876543210',
  address: {
    line1: '12 Marine Drive',
    line2: 'Churchgate',
    city: 'Mumbai',
    state: 'Maharashtra',
    zip: '400001',
    country: 'India',
  },
  updated_at: '2026-01-01T00:00:00Z',
};

const place = (city: string, state: string, isServiceAvailable: boolean): PincodeLookupResult => ({
  valid: true,
  city,
  state,
  message: isServiceAvailable
    ? 'Pincode validated'
    : 'Sorry, our service is not available for this pincode yet.',
  isServiceAvailable,
});

/** auth, the `user_profiles` read and `validate-pincode`, as the card's hooks call them. */
function createBackend() {
  const state = {
    profileRow: COMPLETE_PROFILE as UserProfileRow | null,
    profileError: null as { message: string } | null,
    sessionEmail: USER.email,
    pincode: (pin: string): PincodeLookupResult | 'error' =>
      pin.startsWith('4') ? place('Mumbai', 'Maharashtra', true) : place('New Delhi', 'Delhi', false),
    pincodeCalls: 0,
  };
  const builder = {
    select: () => builder,
    eq: () => builder,
    maybeSingle: async () => ({ data: state.profileRow, error: state.profileError }),
  };
  const client = {
    auth: {
      getUser: async () => ({ data: { user: { ...USER } }, error: null }),
      getSession: async () => ({ data: { session: { user: { ...USER, email: state.sessionEmail } } } }),
      refreshSession: vi.fn(async () => ({ data: {}, error: null })),
    },
    from: () => builder,
    functions: {
      invoke: async (_name: string, options: { body?: { pincode?: string } } = {}) => {
        state.pincodeCalls += 1;
        const answer = state.pincode(String(options.body?.pincode ?? ''));
        if (answer !== 'error') return { data: answer, error: null };
        const context = new Response(JSON.stringify({ error: 'Error validating pincode.' }), { status: 502 });
        return { data: null, error: { name: 'FunctionsHttpError', message: 'non-2xx', context } };
      },
    },
  };
  return { state, client };
}

function Harness({ titleId = 'profile-title', ...options }: ProfileCardOptions & { titleId?: string }) {
  return <ProfileCard state={useProfileCard(options)} titleId={titleId} />;
}

let backend: ReturnType<typeof createBackend>;
beforeEach(() => {
  backend = createBackend();
  setSupabaseForTests(backend.client);
  signIn(USER);
});
afterEach(() => {
  resetSupabaseForTests();
  signOut();
});

describe('ProfileCard with useProfileCard', () => {
  it('shows contact and shipping details of a complete profile, without banners', async () => {
    renderApp(<Harness checkServiceArea />);
    const card = await screen.findByRole('region', { name: 'Contact & Shipping' });
    expect(card.dataset.testid).toBe('profile-card');
    expect(await within(card).findByText('Asha Rao')).toBeTruthy();
    expect(within(card).getByText(USER.email)).toBeTruthy();
    expect(within(card).getByText('9876543210')).toBeTruthy();
    expect(within(card).getByText('Mumbai, Maharashtra - 400001')).toBeTruthy();
    expect(within(card).getByText('India')).toBeTruthy();
    await waitFor(() => expect(backend.state.pincodeCalls).toBe(1));
    expect(screen.queryByTestId('pin-banner')).toBeNull();
    expect(screen.queryByText(PROFILE_MESSAGES.completeBanner)).toBeNull();
    expect(backend.client.auth.refreshSession).not.toHaveBeenCalled();
  });

  it("says 'Not provided' for what the profile lacks", async () => {
    backend.state.profileRow = null;
    renderApp(<Harness />);
    const card = await screen.findByRole('region', { name: 'Contact & Shipping' });
    await waitFor(() => expect(within(card).getAllByText('Not provided')).toHaveLength(3));
  });

  it('shows the incomplete-profile banner; it and Edit open the profile dialog', async () => {
    backend.state.profileRow = { ...COMPLETE_PROFILE, mobile: null };
    const opened = collect('profile:open');
    renderApp(<Harness />);
    const banner = await screen.findByRole('button', { name: PROFILE_MESSAGES.completeBanner });
    await userEvent.click(banner);
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(opened.list).toHaveLength(2);
    opened.stop();
  });

  it('warns about a PIN code outside the service area, with a toast, and Update Profile opens the dialog', async () => {
    backend.state.profileRow = {
      ...COMPLETE_PROFILE,
      address: { ...COMPLETE_PROFILE.address, city: 'New Delhi', state: 'Delhi', zip: '110001' },
    };
    const toasts = collect('toast');
    const opened = collect('profile:open');
    renderApp(<Harness checkServiceArea />);
    const banner = await screen.findByTestId('pin-banner');
    expect(within(banner).getByText('Service Area Warning')).toBeTruthy();
    expect(banner.textContent).toContain(
      `${PINCODE_MESSAGES.profileUnavailable} Please update your profile with an address in our service area.`,
    );
    expect(toasts.list).toContainEqual(
      expect.objectContaining({
        title: 'Service Unavailable',
        description: PINCODE_MESSAGES.profileUnavailable,
      }),
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Update Profile' }));
    expect(opened.list).toHaveLength(1);
    toasts.stop();
    opened.stop();
  });

  it('flags a malformed saved PIN without looking it up', async () => {
    backend.state.profileRow = { ...COMPLETE_PROFILE, address: { ...COMPLETE_PROFILE.address, zip: '4000' } };
    renderApp(<Harness checkServiceArea />);
    const banner = await screen.findByTestId('pin-banner');
    expect(within(banner).getByText('Invalid PIN in Profile')).toBeTruthy();
    expect(backend.state.pincodeCalls).toBe(0);
  });

  it('offers Try Again when the PIN check fails', async () => {
    backend.state.pincode = () => 'error';
    renderApp(<Harness checkServiceArea />);
    const banner = await screen.findByTestId('pin-banner');
    expect(within(banner).getByText('Validation Error')).toBeTruthy();
    expect(banner.textContent).toContain(PINCODE_MESSAGES.profileCheckFailed);
    backend.state.pincode = () => place('Mumbai', 'Maharashtra', true);
    await userEvent.click(within(banner).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByTestId('pin-banner')).toBeNull());
  });

  it('does not check the PIN unless asked', async () => {
    renderApp(<Harness />);
    await screen.findByText('Asha Rao');
    expect(backend.state.pincodeCalls).toBe(0);
  });

  it('shows the load error with Try Again', async () => {
    backend.state.profileError = { message: 'boom' };
    renderApp(<Harness />);
    expect(await screen.findByText(PROFILE_MESSAGES.couldNotLoad)).toBeTruthy();
    backend.state.profileError = null;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
  });

  it('refreshes a session whose e-mail is older than the account’s', async () => {
    backend.state.sessionEmail = 'old@example.com';
    renderApp(<Harness />);
    await screen.findByText('Asha Rao');
    expect(backend.client.auth.refreshSession).toHaveBeenCalledTimes(1);
  });
});
