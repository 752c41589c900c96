import { Link } from 'react-router-dom';
import { RemoteSlot } from 'shared';
import type { AddToCartProps, WishlistItem } from 'shared/contracts';
import { Price, ProductThumb } from 'shared/kit';
import styled from 'styled-components';
import { productPath } from '../../../lib/paths';
import { toWidgetProduct } from '../lib/wishlist-rules';

export interface WishlistItemRowProps {
  item: WishlistItem;
  onRemove: (item: WishlistItem) => void;
}

/** One wishlist item: image and name (to the product page), prices, Add to Cart, Remove. */
export function WishlistItemRow({ item, onRemove }: WishlistItemRowProps) {
  return (
    <Row data-testid="wishlist-item">
      <Link to={productPath(item.slug)} tabIndex={-1} aria-hidden="true">
        <ProductThumb src={item.image} size={88} />
      </Link>
      <Info>
        <Name to={productPath(item.slug)}>{item.title}</Name>
        <Price amount={item.discount_price} original={item.price} size="sm" />
      </Info>
      <Actions>
        <CartBox>
          <RemoteSlot<AddToCartProps>
            remote="mf_checkout"
            module="./AddToCart"
            props={{ product: toWidgetProduct(item), quantity: 1 }}
            placeholderStyle={{ height: 48 }}
          />
        </CartBox>
        <RemoveButton
          type="button"
          aria-label={`Remove ${item.title} from wishlist`}
          onClick={() => onRemove(item)}
        >
          Remove
        </RemoveButton>
      </Actions>
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
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;

  ${(p) => p.theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;

const CartBox = styled.div`
  width: 170px;
  min-height: 48px;

  ${(p) => p.theme.media.mobile} {
    flex: 1;
    width: auto;
  }
`;

const RemoveButton = styled.button`
  min-height: 48px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.danger};
    color: ${(p) => p.theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
