import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveLastOrder } from '../features/placement/lib/order-session';
import { renderApp } from '../test-utils';
import { OrderConfirmationPage } from './OrderConfirmationPage';

afterEach(() => sessionStorage.clear());

describe('OrderConfirmationPage', () => {
  it('shows the order id kept in session storage, with links home and to the profile', () => {
    saveLastOrder('a1b2c3d4-0000-4000-8000-000000000001');
    renderApp(<OrderConfirmationPage />);
    expect(screen.getByTestId('confirmation-order-id').textContent).toBe(
      'a1b2c3d4-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Copy order ID' })).toBeTruthy();
  });

  it('says so when this tab placed no order', () => {
    renderApp(<OrderConfirmationPage />);
    expect(screen.getByText('There is no recent order in this browser tab.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toBeTruthy();
  });
});
