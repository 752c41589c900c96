import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { codAboveLimitMessage, type PaymentMethod } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-utils';
import { PaymentMethodPicker } from './PaymentMethodPicker';

function Harness({ total }: { total: number }) {
  const [method, setMethod] = useState<PaymentMethod>('online');
  return (
    <>
      <PaymentMethodPicker value={method} onChange={setMethod} totalRupees={total} />
      <output data-testid="chosen">{method}</output>
    </>
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('PaymentMethodPicker', () => {
  it("is a radio group named 'Payment', 'Pay online' first and chosen, each option described", async () => {
    const user = userEvent.setup();
    renderApp(<Harness total={3600} />);
    const group = screen.getByRole('group', { name: 'Payment' });
    expect(describedBy(group)).toBe('Choose how you want to pay.');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['online', 'cod']);
    const online = screen.getByRole('radio', { name: 'Pay online' }) as HTMLInputElement;
    const cod = screen.getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement;
    expect(online.checked).toBe(true);
    expect(describedBy(online)).toBe('UPI, cards, netbanking, wallets');
    expect(describedBy(cod)).toBe('Pay when it arrives. Orders up to ₹50,000.');
    await user.click(cod);
    expect(screen.getByTestId('chosen').textContent).toBe('cod');
  });

  it('disables cash on delivery above ₹50,000 and says why', () => {
    renderApp(<Harness total={50_000.5} />);
    const cod = screen.getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement;
    expect(cod.disabled).toBe(true);
    expect(describedBy(cod)).toBe(
      `Pay when it arrives. Orders up to ₹50,000. | ${codAboveLimitMessage(50_000)}`,
    );
    expect(screen.getByText(codAboveLimitMessage(50_000))).toBeTruthy();
  });
});
