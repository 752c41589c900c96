import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, USER } from '../features/service-profile/test-utils';
import { RepairHomePage } from './RepairHomePage';

beforeEach(() => {
  setSupabaseForTests(createFakeBackend().client);
  signOut();
});
afterEach(() => resetSupabaseForTests());

describe('repair landing', () => {
  it('shows the five steps and the service commitments', () => {
    renderApp(<RepairHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Repair Services' })).toBeTruthy();
    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual([
      'Step 1: Create Request',
      'Step 2: Troubleshoot',
      'Step 3: Arrange Pickup',
      'Step 4: Repair Item',
      'Step 5: Ship Back',
    ]);
    const commitments = screen.getByRole('region', { name: 'Our Service Commitment' }).textContent ?? '';
    for (const text of [
      '48-72 hours',
      '30-day support',
      'Transparent pricing',
      'Genuine parts',
      'Free diagnostic',
    ]) {
      expect(commitments).toContain(text);
    }
    expect(screen.getByRole('link', { name: 'View Repair History' }).getAttribute('href')).toBe(
      '/repair/history',
    );
  });

  it("shows the repair customers' testimonials as the service pages' carousel", () => {
    renderApp(<RepairHomePage />);
    const region = screen.getByRole('region', { name: 'What Our Repair Customers Say' });
    const carousel = within(region).getByRole('group', { name: 'Testimonials' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getAllByRole('group', { name: /^\d+ of \d+$/ }).length).toBeGreaterThan(0);
  });

  it('sends a guest through the service-area check, then to login for the form', async () => {
    const logins = collect('auth:login-required');
    const user = userEvent.setup();
    renderApp(<RepairHomePage />, { route: '/repair-home' });
    await user.click(screen.getByRole('button', { name: 'Create New Repair Request' }));
    await screen.findByRole('dialog', { name: 'Check Service Area' });
    await user.type(screen.getByTestId('service-area-pincode'), '400001');
    await user.click(await screen.findByRole('button', { name: 'Continue to Login' }, { timeout: 2000 }));
    expect(logins.list).toEqual([{ redirectTo: '/repair/new-request' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    logins.stop();
  });

  it('takes a signed-in user straight to the form', async () => {
    signIn(USER);
    const user = userEvent.setup();
    renderApp(<RepairHomePage />, { route: '/repair-home' });
    await user.click(screen.getByRole('button', { name: 'Create New Repair Request' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/repair/new-request'));
  });

  it('opens the area check on its own, without Continue', async () => {
    const user = userEvent.setup();
    renderApp(<RepairHomePage />);
    await user.click(screen.getByRole('button', { name: 'Check Service Area' }));
    await user.type(await screen.findByTestId('service-area-pincode'), '400001');
    await waitFor(() => expect(screen.getByTestId('service-area-status').dataset.status).toBe('available'), {
      timeout: 2000,
    });
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
  });
});
