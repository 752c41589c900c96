import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { PINCODE_MESSAGES, PROFILE_MESSAGES } from 'shared/contracts';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useServiceProfile } from '../hooks/use-service-profile';
import { COMPLETE_PROFILE, createFakeBackend, type FakeBackend, MUMBAI, USER } from '../test-utils';
import { ServiceProfileCard } from './ServiceProfileCard';

function Harness({ checkServiceArea }: { checkServiceArea?: boolean }) {
  const state = useServiceProfile({ checkServiceArea });
  return <ServiceProfileCard state={state} />;
}

let fake: FakeBackend;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  signIn(USER);
});
afterEach(() => {
  resetSupabaseForTests();
  signOut();
});

describe('ServiceProfileCard', () => {
  it('shows contact and shipping details of a complete profile, without banners', async () => {
    renderApp(<Harness checkServiceArea />);
    const card = await screen.findByTestId('service-profile-card');
    expect(await within(card).findByText('Asha Rao')).toBeTruthy();
    expect(within(card).getByText(USER.email)).toBeTruthy();
    expect(within(card).getByText('9876543210')).toBeTruthy();
    expect(within(card).getByText('Mumbai, Maharashtra - 400001')).toBeTruthy();
    expect(within(card).getByText('India')).toBeTruthy();
    await waitFor(() => expect(fake.callsTo('validate-pincode')).toHaveLength(1));
    expect(screen.queryByTestId('pin-banner')).toBeNull();
    expect(screen.queryByText(PROFILE_MESSAGES.completeBanner)).toBeNull();
  });

  it('shows the incomplete-profile banner, which opens the profile dialog', async () => {
    fake.state.profileRow = { ...COMPLETE_PROFILE, mobile: null };
    const opened = collect('profile:open');
    renderApp(<Harness />);
    const banner = await screen.findByRole('button', { name: PROFILE_MESSAGES.completeBanner });
    await userEvent.click(banner);
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(opened.list).toHaveLength(2);
    opened.stop();
  });

  it('warns about a PIN code outside the service area, with a toast', async () => {
    fake.state.profileRow = {
      ...COMPLETE_PROFILE,
      address: { ...COMPLETE_PROFILE.address, city: 'New Delhi', state: 'Delhi', zip: '110001' },
    };
    const toasts = collect('toast');
    renderApp(<Harness checkServiceArea />);
    const banner = await screen.findByTestId('pin-banner');
    expect(within(banner).getByText('Service Area Warning')).toBeTruthy();
    expect(banner.textContent).toContain(PINCODE_MESSAGES.profileUnavailable);
    expect(toasts.list).toContainEqual(
      expect.objectContaining({
        title: 'Service Unavailable',
        description: PINCODE_MESSAGES.profileUnavailable,
      }),
    );
    toasts.stop();
  });

  it('offers Try Again when the PIN check fails', async () => {
    fake.state.pincode = () => 'error';
    renderApp(<Harness checkServiceArea />);
    const banner = await screen.findByTestId('pin-banner');
    expect(within(banner).getByText('Validation Error')).toBeTruthy();
    expect(banner.textContent).toContain(PINCODE_MESSAGES.profileCheckFailed);
    fake.state.pincode = () => MUMBAI;
    await userEvent.click(within(banner).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByTestId('pin-banner')).toBeNull());
  });

  it('does not check the PIN unless asked', async () => {
    renderApp(<Harness />);
    await screen.findByText('Asha Rao');
    expect(fake.callsTo('validate-pincode')).toHaveLength(0);
  });

  it('shows the load error with Try Again', async () => {
    fake.state.profileError = { message: 'boom' };
    renderApp(<Harness />);
    expect(await screen.findByText(PROFILE_MESSAGES.couldNotLoad)).toBeTruthy();
    fake.state.profileError = null;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
  });
});
