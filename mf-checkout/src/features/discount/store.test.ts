import { useSession } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../test-utils';
import { useDiscount } from './store';

const result = {
  isValid: true,
  discountCode: 'GAMER5',
  rate: 0.05,
  type: 'percentage' as const,
  calculatedDiscountAmount: 50,
  message: '',
};

afterEach(() => {
  signOut();
  useDiscount.getState().clear();
});

describe('applied discount store', () => {
  it('is cleared when the user signs out or another user signs in', () => {
    signIn();
    useDiscount.getState().apply(result, 1000);
    useSession.setState({ user: { id: 'user-1', email: 'asha@example.com', name: 'Asha R' } });
    expect(useDiscount.getState().applied).toEqual(result);
    signOut();
    expect(useDiscount.getState().applied).toBeNull();

    signIn();
    useDiscount.getState().apply(result, 1000);
    useSession.setState({ user: { id: 'user-2', email: 'b@example.com', name: 'B' } });
    expect(useDiscount.getState()).toMatchObject({ applied: null, validatedFor: null });
  });
});
