import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Button, ButtonLink } from './Button';
import { Checkbox } from './Checkbox';
import { EmptyState } from './EmptyState';
import { IconButton } from './IconButton';
import { Price } from './Price';
import { RatingStars } from './RatingStars';
import { Select } from './Select';
import { StatusBadge } from './StatusBadge';
import { Truncate } from './Truncate';

describe('Button', () => {
  it('is busy and refuses presses while loading, so it cannot be clicked twice', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Place Order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the keyboard focus while loading (a disabled button would drop it to <body>)', () => {
    const { rerender } = renderWithTheme(<Button>Add to Cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    button.focus();
    rerender(<Button loading>Add to Cart</Button>);
    expect(document.activeElement).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not submit its form while loading, not even by Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <input aria-label="Code" />
        <Button type="submit" loading>
          Apply
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.type(screen.getByLabelText('Code'), 'GAMER5{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    renderWithTheme(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });

  it('ButtonLink stays a link', () => {
    renderWithTheme(<ButtonLink to="/">Go Home</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});

describe('IconButton', () => {
  it('uses the label as its name and caps the badge at 9+', () => {
    renderWithTheme(
      <IconButton label="Cart, 12 items" badge={12} tooltip="View Cart (12 item(s))">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Cart, 12 items' });
    expect(button.getAttribute('title')).toBe('View Cart (12 item(s))');
    expect(screen.getByTestId('icon-button-badge').textContent).toBe('9+');
  });

  it('shows no badge for zero', () => {
    renderWithTheme(
      <IconButton label="Wishlist" badge={0}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.queryByTestId('icon-button-badge')).toBeNull();
  });
});

describe('Price', () => {
  it('shows the INR amount and the struck-out original labelled MRP when it is higher', () => {
    renderWithTheme(<Price amount={44990} original={54990} showPercentOff />);
    expect(screen.getByText('Price ₹44,990.00, MRP ₹54,990.00, 18% off')).toBeTruthy();
    expect(screen.getByText('₹54,990.00').tagName).toBe('S');
    expect(screen.getByTestId('mrp').textContent).toBe('MRP ₹54,990.00');
    expect(screen.getByText('18% off')).toBeTruthy();
  });

  it('reads the MRP without the percentage when the badge is not shown', () => {
    renderWithTheme(<Price amount={44990} original={54990} />);
    expect(screen.getByText('Price ₹44,990.00, MRP ₹54,990.00')).toBeTruthy();
    expect(screen.queryByText(/off$/)).toBeNull();
  });

  it('shows no original or badge when it is not higher', () => {
    renderWithTheme(<Price amount={999} original={999} showPercentOff />);
    expect(screen.getByText('Price ₹999.00')).toBeTruthy();
    expect(screen.queryByText(/off$/)).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });
});

describe('RatingStars', () => {
  // The filled stars are subpaths of one path (one move each); a half star is its own path.
  const filled = (stars: HTMLElement, kind: 'full' | 'half') =>
    (stars.querySelector(`[data-stars="${kind}"]`)?.getAttribute('d')?.match(/M/g) ?? []).length;

  it('reads out the one-decimal rating and fills four and a half stars at 4.5', () => {
    renderWithTheme(<RatingStars rating={4.5} count={12} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(filled(stars, 'full')).toBe(4);
    expect(filled(stars, 'half')).toBe(1);
    expect(screen.getByText('12 reviews')).toBeTruthy();
  });

  it('fills no half star below .5', () => {
    renderWithTheme(<RatingStars rating={4.49} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(filled(stars, 'full')).toBe(4);
    expect(filled(stars, 'half')).toBe(0);
  });

  it('outlines all five stars and fills none without a rating', () => {
    renderWithTheme(<RatingStars rating={null} size={16} />);
    const stars = screen.getByRole('img', { name: 'Rated 0.0 out of 5' });
    const outline = stars.querySelector('path');
    expect(outline?.getAttribute('d')?.match(/M/g)).toHaveLength(5);
    expect(outline?.getAttribute('fill')).toBe('none');
    expect(filled(stars, 'full') + filled(stars, 'half')).toBe(0);
    // 16 px stars with 2 px gaps, as the row always measured.
    expect(stars.querySelector('svg')?.getAttribute('width')).toBe('88');
  });
});

describe('EmptyState', () => {
  it('shows the title, message and action', () => {
    renderWithTheme(
      <EmptyState
        title="Your wishlist is empty"
        message="Save items for later."
        action={<a href="/">Shop</a>}
      />,
    );
    expect(screen.getByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByText('Save items for later.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop' })).toBeTruthy();
  });
});

describe('StatusBadge', () => {
  it("says the shopper's label of the kind, or the one given, in the status's colour", () => {
    renderWithTheme(
      <>
        <StatusBadge kind="game_load" status="in-progress" />
        <StatusBadge kind="game_load" status="in-progress" label="In-Progress" />
        <StatusBadge kind="order" status="out for delivery" />
        <StatusBadge kind="order" status="returned" />
      </>,
    );
    const badges = [...document.querySelectorAll<HTMLElement>('[data-status]')];
    expect(badges.map((b) => [b.textContent, b.dataset.status, b.dataset.colour])).toEqual([
      ['In-progress', 'in-progress', 'blue'],
      ['In-Progress', 'in-progress', 'blue'],
      ['Out For Delivery', 'out for delivery', 'cyan'],
      ['Returned', 'returned', 'grey'],
    ]);
  });
});

describe('Truncate', () => {
  it('cuts to max characters and keeps the full text as a tooltip', () => {
    renderWithTheme(<Truncate text="Rahul Sharma-Iyer" max={12} />);
    const el = screen.getByText('Rahul Sharm…');
    expect(el.getAttribute('title')).toBe('Rahul Sharma-Iyer');
  });
});

describe('Select and Checkbox', () => {
  it('report plain values', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onCheck = vi.fn();
    renderWithTheme(
      <>
        <Select
          label="Console"
          value=""
          placeholder="Choose"
          onChange={onSelect}
          options={[
            { value: 'PS4', label: 'PlayStation 4' },
            { value: 'PS5', label: 'PlayStation 5' },
          ]}
          error="Please select a console type."
        />
        <Checkbox label="Add storage" checked={false} onChange={onCheck} />
      </>,
    );
    const select = screen.getByLabelText('Console');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(select, 'PS5');
    expect(onSelect).toHaveBeenCalledWith('PS5');
    await user.click(screen.getByLabelText('Add storage'));
    expect(onCheck).toHaveBeenCalledWith(true);
  });
});
