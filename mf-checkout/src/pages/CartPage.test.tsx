import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVED_DISCOUNT_KEY } from '../features/discount/saved-code';
import { restoreSavedCode, useDiscount } from '../features/discount/store';
import {
  collect,
  createFakeBackend,
  type FakeBackend,
  product,
  renderApp,
  signIn,
  signOut,
} from '../test-utils';
import { CartPage } from './CartPage';

let fake: FakeBackend;

let toasts: ReturnType<typeof collect<'toast'>>;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
  useDiscount.getState().clear();
});

const toastTexts = () => toasts.list.map((t) => [t.title, t.description].filter(Boolean).join(' | '));
const names = () =>
  screen.getAllByTestId('cart-item').map((row) => within(row).getByRole('link').textContent);
const total = () => screen.getByTestId('cart-total').textContent;

async function openCart(items = [product(1, { quantity: 2 }), product(2)]) {
  fake.state.cart = items;
  const user = userEvent.setup();
  const view = renderApp(<CartPage />, { route: '/checkout/cart-details' });
  if (items.length) await screen.findAllByTestId('cart-item');
  return { user, ...view };
}

describe('CartPage', () => {
  it('is step 1 of 2 and lists the items with the documented total', async () => {
    await openCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(names()).toEqual(['Product 1', 'Product 2']);
    // 900 x 2 + 1800 x 1
    expect(total()).toBe('₹3,600.00');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe(
      '/checkout/order-summary',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it("labels the total 'Inclusive of all taxes' and shows the delivery date for the profile's PIN", async () => {
    await openCart();
    expect(screen.getByTestId('tax-note').textContent).toBe('Inclusive of all taxes');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    await waitFor(() =>
      expect(within(delivery).getByTestId('delivery-result').textContent).toBe(
        'Delivery by Thursday, 26 November',
      ),
    );
    expect(within(delivery).getByText('400001')).toBeTruthy();
  });

  it('shows 5 per page and goes back to page 1 when the last page empties', async () => {
    const { user } = await openCart(Array.from({ length: 6 }, (_, i) => product(i + 1)));
    expect(names()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['Product 6']);
    await user.click(screen.getByRole('button', { name: 'Remove Product 6 from cart' }));
    await waitFor(() =>
      expect(names()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5']),
    );
    expect(screen.queryByRole('navigation', { name: 'Cart pages' })).toBeNull();
    expect(toastTexts()).toContain('Item removed | Product 6');
  });

  it('moves the focus to the line that takes the place of a removed one, then to the heading', async () => {
    const { user } = await openCart([product(1), product(2), product(3)]);
    await user.click(screen.getByRole('button', { name: 'Remove Product 2 from cart' }));
    await waitFor(() => expect(names()).toEqual(['Product 1', 'Product 3']));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Product 3' }));
    // The last line: the new last one takes the focus.
    await user.click(screen.getByRole('button', { name: 'Remove Product 3 from cart' }));
    await waitFor(() => expect(names()).toEqual(['Product 1']));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Product 1' }));
    // Typing 0 removes too; the cart is empty, so the page's heading.
    const qty = screen.getByRole('textbox', { name: 'Quantity of Product 1' });
    await user.clear(qty);
    await user.type(qty, '0{Enter}');
    await screen.findByText('Your cart is empty');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Cart' }));
  });

  it('clamps a typed 100 to 99 with "Max quantity 99"', async () => {
    const { user } = await openCart();
    const qty = screen.getByRole('textbox', { name: 'Quantity of Product 1' }) as HTMLInputElement;
    await user.clear(qty);
    await user.type(qty, '100{Enter}');
    await waitFor(() =>
      expect(fake.callsTo('cart', 'PATCH')[0]?.body).toEqual({ product_uuid: product(1).id, quantity: 99 }),
    );
    await waitFor(() => expect(qty.value).toBe('99'));
    expect(toastTexts()).toContain('Max quantity 99');
    await waitFor(() => expect(toastTexts()).toContain('Quantity updated'));
  });

  it('+ and − change the quantity; − at 1 removes the item', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Product 2' }));
    await waitFor(() => expect(total()).toBe('₹5,400.00'));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Product 2' }));
    await waitFor(() => expect(total()).toBe('₹3,600.00'));
    await user.click(screen.getByRole('button', { name: 'Remove Product 2' }));
    await waitFor(() => expect(names()).toEqual(['Product 1']));
    expect(fake.callsTo('cart', 'PATCH').map((c) => c.body?.quantity)).toEqual([2, 1, 0]);
    await waitFor(() => expect(toastTexts()).toContain('Item removed | Product 2'));
  });

  it('typing 0 removes the item; an emptied field reverts', async () => {
    const { user } = await openCart();
    const qty = screen.getByRole('textbox', { name: 'Quantity of Product 1' }) as HTMLInputElement;
    await user.clear(qty);
    await user.tab();
    expect(qty.value).toBe('2');
    expect(fake.callsTo('cart', 'PATCH')).toHaveLength(0);
    await user.clear(qty);
    await user.type(qty, '0{Enter}');
    await waitFor(() => expect(names()).toEqual(['Product 2']));
  });

  it('rolls a failed update back with "Update Failed"', async () => {
    const { user } = await openCart();
    fake.replyOnce('cart', { status: 500, body: { error: 'Internal error' } });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Product 1' }));
    await waitFor(() => expect(toastTexts()).toContain('Update Failed | Please try again.'));
    await waitFor(() => expect(total()).toBe('₹3,600.00'));
    // The retry's success takes the failure's place (one toast slot per cart line).
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Product 1' }));
    await waitFor(() => expect(toastTexts().at(-1)).toBe('Quantity updated'));
    expect(new Set(toasts.list.map((t) => t.id))).toEqual(new Set([`action:cart-item:${product(1).id}`]));
  });

  it('clears the cart after confirming, then shows the empty view', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(fake.callsTo('cart', 'DELETE')[0]?.query).toEqual({ clear: 'true' });
    expect(toastTexts()).toContain('Cart cleared');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('treats a 401 while loading as an empty cart, silently', async () => {
    fake.state.user = null;
    renderApp(<CartPage />);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(toasts.list).toEqual([]);
  });

  it('shows the empty cart view', async () => {
    await openCart([]);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('shows "Error loading cart" with Retry when the cart cannot load', async () => {
    fake.state.cart = [product(1)];
    // The cart query retries once (docs/product.md#common-rules): both attempts fail.
    fake.replyOnce('cart', { status: 500, body: { error: 'The cart service is unavailable.' } });
    fake.replyOnce('cart', { status: 500, body: { error: 'The cart service is unavailable.' } });
    const user = userEvent.setup();
    renderApp(<CartPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Error loading cart')).toBeTruthy();
    expect(toastTexts()[0]).toMatch(/^Error loading cart/);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(1);
  });
});

describe('CartPage discount code', () => {
  const valid = (code: string) => ({
    isValid: true,
    discountCode: code.toUpperCase(),
    rate: 0.1,
    type: 'percentage' as const,
    calculatedDiscountAmount: 360,
    message: 'Discount code applied.',
  });

  async function openForm() {
    const view = await openCart();
    await view.user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    const input = screen.getByLabelText('Discount code') as HTMLInputElement;
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    return { ...view, input, apply };
  }

  it('keeps Apply disabled for a blank code', async () => {
    const { user, input, apply } = await openForm();
    expect(apply.disabled).toBe(true);
    await user.type(input, '   ');
    expect(apply.disabled).toBe(true);
    await user.type(input, 'x');
    expect(apply.disabled).toBe(false);
  });

  it("shows the server's reason for an invalid code with 'Could Not Apply Discount'", async () => {
    const { user, input } = await openForm();
    await user.type(input, 'nope{Enter}');
    expect(await screen.findByText('This discount code does not exist.')).toBeTruthy();
    expect(toastTexts()).toContain('Could Not Apply Discount | This discount code does not exist.');
    expect(total()).toBe('₹3,600.00');
  });

  it('applies a valid code: code, rate and amount shown, total reduced; Remove returns to none', async () => {
    fake.state.discount = valid;
    const { user, input } = await openForm();
    await user.type(input, 'welcome10{Enter}');
    const applied = await screen.findByTestId('discount-applied');
    expect(applied.textContent).toContain('WELCOME10');
    expect(applied.textContent).toContain('10% off · −₹360.00');
    expect(total()).toBe('₹3,240.00');
    expect(fake.callsTo('validate-discount')[0]?.body).toEqual({
      discountCode: 'welcome10',
      cartSubtotal: 3600,
    });
    await user.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }));
    expect(screen.getByRole('button', { name: 'Have a discount code?' })).toBeTruthy();
    expect(total()).toBe('₹3,600.00');
  });

  it('applies the code of a price-match link once the cart is read again, and drops it from the address', async () => {
    fake.state.cart = [product(1)];
    fake.state.discount = (code: string) => ({
      ...valid(code),
      type: 'fixed' as const,
      rate: 500,
      calculatedDiscountAmount: 500,
    });
    renderApp(<CartPage />, { route: '/checkout/cart-details?code=PM-7K3M9QXA' });
    // The offer's product was put in the cart on the server before the shopper arrived.
    fake.state.cart = [product(1), product(2)];
    const applied = await screen.findByTestId('discount-applied');
    expect(applied.textContent).toContain('PM-7K3M9QXA');
    expect(names()).toHaveLength(2);
    expect(fake.callsTo('validate-discount')).toHaveLength(1);
    expect(fake.callsTo('validate-discount')[0]?.body).toMatchObject({ discountCode: 'PM-7K3M9QXA' });
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(''));
  });

  it('clears an applied code the server no longer accepts after the cart changes', async () => {
    fake.state.discount = valid;
    const { user, input } = await openForm();
    await user.type(input, 'welcome10{Enter}');
    await screen.findByTestId('discount-applied');
    fake.state.discount = (code) => ({ ...valid(code), isValid: false, rate: 0, message: 'Needs ₹5,000.' });
    await user.click(screen.getByRole('button', { name: 'Remove Product 2 from cart' }));
    await waitFor(() => expect(screen.queryByTestId('discount-applied')).toBeNull(), { timeout: 3000 });
    expect(toastTexts()).toContain('Could Not Apply Discount | Needs ₹5,000.');
  });

  it("gives the network sentence and 'Discount Error' when the request fails", async () => {
    fake.state.discount = () => 'network';
    const { user, input } = await openForm();
    await user.type(input, 'welcome10{Enter}');
    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(toastTexts()).toContain(
      'Discount Error | Network error. Please check your connection and try again.',
    );
  });

  it('moves focus to the result of Enter: the applied line, or the error message', async () => {
    const { user, input } = await openForm();
    await user.type(input, 'nope{Enter}');
    const error = await screen.findByText('This discount code does not exist.');
    await waitFor(() => expect(document.activeElement).toBe(error));
    fake.state.discount = valid;
    await user.click(input);
    await user.type(input, 'welcome10{Enter}');
    const applied = await screen.findByTestId('discount-applied');
    await waitFor(() => expect(document.activeElement).toBe(applied));
  });

  it("one toast per result: the later one replaces 'Could Not Apply Discount'", async () => {
    const { user, input } = await openForm();
    await user.type(input, 'nope{Enter}');
    await screen.findByText('This discount code does not exist.');
    fake.state.discount = valid;
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'welcome10{Enter}');
    await screen.findByTestId('discount-applied');
    await user.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }));
    expect(toastTexts()).toEqual([
      'Could Not Apply Discount | This discount code does not exist.',
      'Discount code applied.',
      'Discount removed',
    ]);
    // The same slot each time, so the Toaster replaces rather than stacks them.
    expect(new Set(toasts.list.map((t) => t.id))).toEqual(new Set(['action:discount']));
  });

  /** A new page: the in-memory state is gone, the kept code is read back for the user. */
  function newPage() {
    useDiscount.setState({ applied: null, validatedFor: null, restoring: null });
    restoreSavedCode('user-1');
  }

  it('survives a reload: the kept code is priced by the server again, never from storage', async () => {
    fake.state.discount = valid;
    const first = await openForm();
    await first.user.type(first.input, 'welcome10{Enter}');
    await screen.findByTestId('discount-applied');
    // Only who and which code (and when it was kept): never an amount (the timestamp's digits may
    // contain any number, so the keys are checked, not the text).
    const kept = JSON.parse(localStorage.getItem(SAVED_DISCOUNT_KEY) ?? '{}') as Record<string, unknown>;
    expect(kept).toMatchObject({ userId: 'user-1', code: 'WELCOME10' });
    expect(Object.keys(kept).sort()).toEqual(['code', 'savedAt', 'userId']);
    first.unmount();

    newPage();
    fake.state.discount = (code) => ({ ...valid(code), rate: 0.2, calculatedDiscountAmount: 720 });
    await openCart();
    // Until the server answers (after the subtotal settles), the code counts for nothing.
    expect(screen.getByTestId('discount-checking').textContent).toContain('WELCOME10');
    expect(total()).toBe('₹3,600.00');
    const applied = await screen.findByTestId('discount-applied', {}, { timeout: 3000 });
    expect(applied.textContent).toContain('20% off · −₹720.00');
    expect(total()).toBe('₹2,880.00');
    expect(fake.callsTo('validate-discount').at(-1)?.body).toEqual({
      discountCode: 'WELCOME10',
      cartSubtotal: 3600,
    });
  });

  it("is dropped with the server's message when the server no longer accepts it", async () => {
    fake.state.discount = valid;
    const first = await openForm();
    await first.user.type(first.input, 'welcome10{Enter}');
    await screen.findByTestId('discount-applied');
    first.unmount();

    newPage();
    fake.state.discount = (code) => ({
      ...valid(code),
      isValid: false,
      rate: 0,
      message: 'This discount code has expired.',
    });
    await openCart();
    await waitFor(
      () => expect(toastTexts()).toContain('Could Not Apply Discount | This discount code has expired.'),
      {
        timeout: 3000,
      },
    );
    expect(screen.getByRole('button', { name: 'Have a discount code?' })).toBeTruthy();
    expect(total()).toBe('₹3,600.00');
    expect(localStorage.getItem(SAVED_DISCOUNT_KEY)).toBeNull();
  });

  it('is forgotten when removed, and never restored for another user', async () => {
    fake.state.discount = valid;
    const { user, input } = await openForm();
    await user.type(input, 'welcome10{Enter}');
    await screen.findByTestId('discount-applied');
    useDiscount.setState({ applied: null, validatedFor: null, restoring: null });
    restoreSavedCode('user-2');
    expect(useDiscount.getState().restoring).toBeNull();
    expect(localStorage.getItem(SAVED_DISCOUNT_KEY)).toBeNull();
  });
});
