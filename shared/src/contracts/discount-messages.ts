/**
 * The discount code's messages (the texts of docs/product.md#discount-codes first). Its own module,
 * without schemas, because `shared`'s call helpers use its network sentence on every first paint
 * and a module with zod schemas would bring zod there (ADR 5).
 */
export const DISCOUNT_MESSAGES = {
  loginRequired: 'Please log in to apply discounts.',
  addItemsFirst: 'Add items to cart first.',
  invalidOrInapplicable: 'Invalid or inapplicable discount code.',
  cannotApplyToast: 'Cannot apply discount',
  addItemsToast: 'Please add items to your cart first',
  errorToast: 'Discount Error',
  couldNotApplyToast: 'Could Not Apply Discount',
  networkError: 'Network error. Please check your connection and try again.',
  // Server messages (the store's own wording):
  applied: 'Discount code applied.',
  enterCode: 'Please enter a discount code.',
  expired: 'This discount code has expired.',
  notYetActive: 'This discount code is not active yet.',
  exhausted: 'This discount code has reached its usage limit.',
  alreadyUsed: 'You have already used this discount code.',
} as const;
