import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportPage } from './SupportPage';

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signOut();
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

const reason = () => screen.getByRole('combobox', { name: /Reason/ });
const description = () => screen.getByRole('textbox', { name: /Description/ });
const send = () => screen.getByRole('button', { name: /Send via Chat|Sending/ });

describe('support page', () => {
  it('is open to guests, links back home and shows the support e-mail', () => {
    renderApp(<SupportPage />, { route: '/support' });
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'support@gamegear.in' }).getAttribute('href')).toBe(
      'mailto:support@gamegear.in',
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a reason',
      'Order Related',
      'Discount Request Related',
      'Product Inquiry',
      'Others',
    ]);
  });

  it('requires a reason, the reference and a description, and focuses the first missing', async () => {
    const user = userEvent.setup();
    renderApp(<SupportPage />);
    await user.click(send());
    expect(screen.getByText('Please select a reason.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Please describe your issue.')).toBeTruthy();
    expect(document.activeElement).toBe(reason());
    await user.selectOptions(reason(), 'Others');
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('asks for the order number as the order history shows it', async () => {
    const user = userEvent.setup();
    renderApp(<SupportPage />);
    await user.selectOptions(reason(), 'Order Related');
    const reference = screen.getByRole('textbox', { name: /Order number/ });
    expect(screen.getByText('As your order history shows it, like GG-26-7K3M9Q.')).toBeTruthy();
    await user.type(reference, 'my last order');
    await user.type(description(), 'Late');
    await user.click(send());
    expect(
      screen.getByText('Enter the order number as your order history shows it, like GG-26-7K3M9Q.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(reference);
    expect(open).not.toHaveBeenCalled();
  });

  it('sends for a second, opens the chat with the typed text, then shows the success view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp(<SupportPage />);
      await user.selectOptions(reason(), 'Order Related');
      // The order number as a shopper may type it: lower case, with a '#' and spaces.
      await user.type(screen.getByRole('textbox', { name: /Order number/ }), ' #gg-26-7k3m9q ');
      await user.type(description(), 'Parcel <b>late</b> & box damaged');
      await user.click(send());
      expect(screen.getByRole('button', { name: /Sending/ })).toHaveProperty('disabled', true);
      act(() => vi.advanceTimersByTime(900));
      expect(open).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(200));
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
      const [url, target] = open.mock.calls[0] as [string, string];
      expect(target).toBe('_blank');
      expect(url).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(decodeURIComponent(url.split('?text=')[1] ?? '')).toBe(
        'Hello GameGear Support,\nReason: Order Related\nOrder number: GG-26-7K3M9Q\nDescription: Parcel <b>late</b> & box damaged',
      );
      expect(await screen.findByTestId('support-success')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect((reason() as HTMLSelectElement).value).toBe('');
    expect((description() as HTMLTextAreaElement).value).toBe('');
  });
});
