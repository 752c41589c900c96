import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatINR, VisuallyHidden } from 'shared';
import { type CartItem, cartSubtotal } from 'shared/contracts';
import { Price, ProductThumb, TrashIcon } from 'shared/kit';
import styled from 'styled-components';
import { productPath } from '../../../lib/paths';
import { useLineStock } from '../api/get-cart-stock';
import { lineMax, lineStockState, OUT_OF_STOCK, onlyLeftMessage } from '../lib/cart-stock';
import { useLineNotices } from '../lib/line-notices';
import { QuantityControl } from './QuantityControl';

export interface CartItemRowProps {
  item: CartItem;
  /** `stock`: the units in stock when known (the actions lower a quantity above it). */
  onQuantity: (item: CartItem, requested: number, stock?: number) => void;
  onRemove: (item: CartItem) => void;
}

/**
 * One cart line: image, name (to the product page), prices, quantity, line total, remove. The
 * quantity stops at the units in stock; a line holding more says 'Only N left in stock.', one
 * with none 'Out of stock' (Remove only), and a quantity the server refused its message.
 */
export function CartItemRow({ item, onQuantity, onRemove }: CartItemRowProps) {
  const lineTotal = cartSubtotal([item]);
  const stock = useLineStock(item.id);
  const state = lineStockState(item.quantity, stock);
  const notice = useLineNotices((s) => s.notices[item.id]);
  // A refusal belongs to the line on screen: gone with it (removed, another page, another route).
  useEffect(() => () => useLineNotices.getState().clear(item.id), [item.id]);
  const noteId = `cart-line-note-${item.id}`;
  const note =
    state === 'out' ? OUT_OF_STOCK : state === 'short' && stock !== undefined ? onlyLeftMessage(stock) : null;
  return (
    <Row data-testid="cart-item">
      <Link to={productPath(item.slug)} tabIndex={-1} aria-hidden="true">
        <ProductThumb src={item.image} size={88} />
      </Link>
      <Info>
        <Name to={productPath(item.slug)}>{item.title}</Name>
        <Price amount={item.discount_price} original={item.price} size="sm" />
        {note && (
          <StockNote id={noteId} data-testid="cart-line-stock">
            {note}
          </StockNote>
        )}
        {notice && <StockNote role="alert">{notice}</StockNote>}
      </Info>
      <Controls>
        {/* Nothing left: the line says 'Out of stock' and only Remove helps. */}
        {state !== 'out' && (
          <QuantityControl
            quantity={item.quantity}
            itemName={item.title}
            max={lineMax(stock)}
            onChange={(q) => onQuantity(item, q, stock)}
          />
        )}
        <LineTotal>
          <VisuallyHidden>Line total </VisuallyHidden>
          {formatINR(lineTotal)}
        </LineTotal>
        <RemoveButton
          type="button"
          aria-label={`Remove ${item.title} from cart`}
          aria-describedby={note ? noteId : undefined}
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

const StockNote = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
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
