import { Link } from 'react-router-dom';
import { formatINR, VisuallyHidden } from 'shared';
import { type CartItem, cartSubtotal } from 'shared/contracts';
import { Price, ProductThumb, TrashIcon } from 'shared/kit';
import styled from 'styled-components';
import { productPath } from '../../../lib/paths';
import { QuantityControl } from './QuantityControl';

export interface CartItemRowProps {
  item: CartItem;
  onQuantity: (item: CartItem, requested: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One cart line: image, name (to the product page), prices, quantity, line total, remove. */
export function CartItemRow({ item, onQuantity, onRemove }: CartItemRowProps) {
  const lineTotal = cartSubtotal([item]);
  return (
    <Row data-testid="cart-item">
      <Link to={productPath(item.slug)} tabIndex={-1} aria-hidden="true">
        <ProductThumb src={item.image} size={88} />
      </Link>
      <Info>
        <Name to={productPath(item.slug)}>{item.title}</Name>
        <Price amount={item.discount_price} original={item.price} size="sm" />
      </Info>
      <Controls>
        <QuantityControl
          quantity={item.quantity}
          itemName={item.title}
          onChange={(q) => onQuantity(item, q)}
        />
        <LineTotal>
          <VisuallyHidden>Line total </VisuallyHidden>
          {formatINR(lineTotal)}
        </LineTotal>
        <RemoveButton
          type="button"
          aria-label={`Remove ${item.title} from cart`}
          onClick={() => onRemove(item)}
        >
          <TrashIcon size={18} />
          <span>Remove</span>
        </RemoveButton>
      </Controls>
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr) auto;
  gap: 16px;
  align-items: center;
  padding: 16px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }

  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
    gap: 12px;
    img {
      width: 72px !important;
      height: 72px !important;
    }
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;

  ${(p) => p.theme.media.mobile} {
    grid-column: 1 / -1;
    justify-content: space-between;
    gap: 8px;
  }
`;

const LineTotal = styled.span`
  min-width: 110px;
  text-align: right;
  font-weight: 700;
  font-variant-numeric: tabular-nums;

  ${(p) => p.theme.media.mobile} {
    min-width: 0;
  }
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 10px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.danger};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  ${(p) => p.theme.media.mobile} {
    span {
      display: none;
    }
  }
`;
