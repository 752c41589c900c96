import { useId } from 'react';
import { Button, ButtonLink } from 'shared';
import type { CartItem } from 'shared/contracts';
import styled from 'styled-components';
import { ORDER_SUMMARY_PATH } from '../../../lib/paths';
import { useCartStock } from '../api/get-cart-stock';
import { checkoutStockHint, stockProblems } from '../lib/cart-stock';

export interface CheckoutButtonProps {
  items: readonly CartItem[];
}

/**
 * 'Proceed to Checkout' (to the order summary). While a line holds more than the stock it is
 * disabled and says what to fix ('To check out, lower PS5 Slim to 2 and remove Xbox Series S (out
 * of stock).'): the order would be refused for the same reason. An unknown stock never blocks: the
 * order checks it again.
 */
export function CheckoutButton({ items }: CheckoutButtonProps) {
  const hint = checkoutStockHint(stockProblems(items, useCartStock()));
  const hintId = useId();
  if (!hint) {
    return (
      <ButtonLink to={ORDER_SUMMARY_PATH} size="lg" fullWidth>
        Proceed to Checkout
      </ButtonLink>
    );
  }
  return (
    <Blocked>
      <Hint id={hintId} role="status">
        {hint}
      </Hint>
      <Button size="lg" fullWidth disabled aria-describedby={hintId}>
        Proceed to Checkout
      </Button>
    </Blocked>
  );
}

const Blocked = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;
