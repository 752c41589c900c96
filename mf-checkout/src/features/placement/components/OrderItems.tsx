import { Link } from 'react-router-dom';
import { formatINR, pluralize } from 'shared';
import { type CartItem, cartSubtotal } from 'shared/contracts';
import { PanelTitle, ProductThumb } from 'shared/kit';
import styled from 'styled-components';
import { CART_PATH, productPath } from '../../../lib/paths';

/** The order's lines, read-only (quantities are changed in the cart). */
export function OrderItems({ items }: { items: readonly CartItem[] }) {
  return (
    <section aria-labelledby="order-items-title">
      <Header>
        <PanelTitle id="order-items-title">
          Items <ItemCount>{pluralize(items.length, 'item')}</ItemCount>
        </PanelTitle>
        <Link to={CART_PATH}>Edit cart</Link>
      </Header>
      <List>
        {items.map((item) => (
          <Item key={item.id} data-testid="summary-item">
            <ProductThumb src={item.image} size={56} />
            <div>
              <Name to={productPath(item.slug)}>{item.title}</Name>
              <Muted>
                {formatINR(item.discount_price)} × {item.quantity}
              </Muted>
            </div>
            <strong>{formatINR(cartSubtotal([item]))}</strong>
          </Item>
        ))}
      </List>
    </section>
  );
}

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  a {
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Name = styled(Link)`
  display: block;
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const ItemCount = styled.span`
  margin-left: 6px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 400;
`;
