import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from 'shared/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { QuantityControl } from './QuantityControl';

describe('QuantityControl', () => {
  it('stops + at the units in stock', async () => {
    const onChange = vi.fn();
    renderWithTheme(<QuantityControl quantity={3} itemName="PS5 Slim" max={3} onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of PS5 Slim' }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of PS5 Slim' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('lets + ask past 99 (the caller says "Max quantity 99"), and below the stock', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(
      <QuantityControl quantity={99} itemName="Cable" max={99} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Cable' }));
    expect(onChange).toHaveBeenLastCalledWith(100);
    rerender(<QuantityControl quantity={2} itemName="Cable" max={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Cable' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('hands a typed quantity above the stock to the caller, which lowers it', async () => {
    const onChange = vi.fn();
    renderWithTheme(<QuantityControl quantity={1} itemName="PS5 Slim" max={2} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Quantity of PS5 Slim' });
    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    expect(onChange).toHaveBeenCalledWith(7);
  });
});
