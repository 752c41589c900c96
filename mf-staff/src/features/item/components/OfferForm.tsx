import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, TextField, useDebouncedValue } from 'shared';
import type { StaffProductRow } from 'shared/contracts';
import styled from 'styled-components';
import { formatRupees } from '../../../lib/kinds';
import { fetchProducts } from '../../products';
import { OFFER_DAYS, type OfferErrors, readOffer } from '../lib/offer-input';
import { Muted } from './detail-layout';

/** What the form hands over once every field reads right. */
export interface OfferChoice {
  productId: string;
  productName: string;
  price: number;
  days: number;
}

const Group = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  min-width: 0;

  legend {
    padding: 0 4px;
    font-weight: 600;
  }
`;

const Choices = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  label {
    display: flex;
    gap: 8px;
    align-items: baseline;
    overflow-wrap: anywhere;
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  gap: 12px;
`;

const PRODUCT_SEARCH_MIN = 2;

/**
 * The offer of a pending price-match request (docs/product.md#price-match-requests): which of the
 * shop's products it is for (searched by name, brand or slug), the price for one unit and how many
 * days it holds. The shopper then buys that unit at this price with a personal code.
 */
export function OfferForm({ busy, onSend }: { busy: boolean; onSend: (offer: OfferChoice) => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [product, setProduct] = useState<StaffProductRow | null>(null);
  const [price, setPrice] = useState('');
  const [days, setDays] = useState(String(OFFER_DAYS.default));
  const [errors, setErrors] = useState<OfferErrors>({});
  const term = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['staff', 'offer-products', term],
    queryFn: () =>
      fetchProducts({
        search: term,
        categoryId: null,
        subcategoryId: null,
        condition: '',
        stock: '',
        active: 'active',
        page: 1,
      }),
    enabled: term.length >= PRODUCT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
  const choices = term.length >= PRODUCT_SEARCH_MIN ? (found.data?.items ?? []).slice(0, 6) : [];

  const send = () => {
    const read = readOffer({ product, price, days });
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onSend({
      productId: read.productId,
      productName: product?.name ?? '',
      price: read.price,
      days: read.days,
    });
  };

  return (
    <Group aria-describedby={`${id}-about`}>
      <legend>Offer</legend>
      <Muted id={`${id}-about`}>
        The shopper buys one unit of this product at the offer price with a personal code, until the offer
        ends.
      </Muted>
      <TextField
        label="Find our product"
        type="search"
        value={search}
        onChange={setSearch}
        hint="Name, brand or slug; at least 2 characters."
      />
      {product && (
        <Muted>
          Chosen: <strong>{product.name}</strong>, our price {formatRupees(product.discount_price)}
        </Muted>
      )}
      {choices.length > 0 && (
        <fieldset aria-describedby={errors.product ? `${id}-product-error` : undefined}>
          <legend>Our product</legend>
          <Choices>
            {choices.map((p) => (
              <li key={p.product_id}>
                <label>
                  <input
                    type="radio"
                    name={`${id}-product`}
                    value={p.product_id}
                    checked={product?.product_id === p.product_id}
                    disabled={busy}
                    onChange={() => setProduct(p)}
                  />
                  <span>
                    {p.name} · {formatRupees(p.discount_price)} · {p.stock_units} in stock
                  </span>
                </label>
              </li>
            ))}
          </Choices>
        </fieldset>
      )}
      {term.length >= PRODUCT_SEARCH_MIN && found.isSuccess && choices.length === 0 && (
        <Muted role="status">No active product matches “{term}”.</Muted>
      )}
      {found.isError && <FieldError role="alert">The products could not be searched. Try again.</FieldError>}
      {errors.product && (
        <FieldError id={`${id}-product-error`} role="alert">
          {errors.product}
        </FieldError>
      )}
      <Row>
        <TextField
          label="Offer price (₹)"
          type="number"
          inputMode="decimal"
          value={price}
          onChange={setPrice}
          error={errors.price ?? null}
        />
        <TextField
          label="Valid for (days)"
          type="number"
          inputMode="numeric"
          value={days}
          onChange={setDays}
          error={errors.days ?? null}
        />
        <Button onClick={send} disabled={busy}>
          Send offer
        </Button>
      </Row>
    </Group>
  );
}
