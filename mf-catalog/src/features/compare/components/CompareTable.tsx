import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, VisuallyHidden } from 'shared';
import { COMPARE_TEXT, type ProductDetails } from 'shared/contracts';
import { RatingStars } from 'shared/kit';
import { productPath } from 'shared/seo';
import styled from 'styled-components';
import { AddToCartSlot, stockStatus, toWidgetProduct } from '../../product';
import { conditionLabel, fallBackToPlaceholder, MrpPrice, productImageSrc } from '../../product-card';
import { type CompareGroup, valuesDiffer } from '../lib/compare-rows';

export interface CompareTableProps {
  products: readonly ProductDetails[];
  /** The specification rows (all, or only those that differ). */
  groups: readonly CompareGroup[];
  /** Only the rows that differ are shown: the overview rows follow the same rule. */
  onlyDifferences: boolean;
  onRemove: (product: ProductDetails) => void;
  caption: string;
}

interface OverviewRow {
  key: string;
  label: string;
  /** What decides whether the columns differ. */
  compared: unknown[];
  cells: ReactNode[];
}

/**
 * The comparison: one real table, a column per product (its header: image, name linking to its
 * page, Remove), then rows of price, rating, condition, availability, Add to Cart, and one row
 * per specification grouped by spec group. Row headers are `<th scope="row">`, the group headers
 * `<th scope="rowgroup">`. Rows whose values differ are highlighted (and say so to screen
 * readers). On a phone the table scrolls sideways in its own region; the label column stays put.
 */
export function CompareTable({ products, groups, onlyDifferences, onRemove, caption }: CompareTableProps) {
  const overview: OverviewRow[] = [
    {
      key: 'price',
      label: 'Price',
      compared: products.map((p) => `${p.o_discount_price}/${p.o_price}`),
      cells: products.map((p) => (
        <MrpPrice key={p.o_slug} amount={p.o_discount_price} mrp={p.o_price} showPercentOff size="sm" />
      )),
    },
    {
      key: 'rating',
      label: 'Rating',
      compared: products.map((p) =>
        p.o_review_count ? `${p.o_average_rating}/${p.o_review_count}` : 'none',
      ),
      cells: products.map((p) => (
        <RatingStars key={p.o_slug} rating={p.o_average_rating} count={p.o_review_count ?? 0} size={14} />
      )),
    },
    {
      key: 'condition',
      label: 'Condition',
      compared: products.map((p) => conditionLabel(p.o_condition)),
      cells: products.map((p) => conditionLabel(p.o_condition)),
    },
    {
      key: 'availability',
      label: 'Availability',
      compared: products.map((p) => stockStatus(p.o_stock_units).label),
      cells: products.map((p) => stockStatus(p.o_stock_units).label),
    },
  ];
  const shownOverview = overview.filter((row) => !onlyDifferences || valuesDiffer(row.compared));
  const columns = products.length + 1;

  return (
    <Scroller role="region" aria-label={caption} tabIndex={0}>
      <Table $columns={products.length}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <Corner scope="col">
              <VisuallyHidden>Specification</VisuallyHidden>
            </Corner>
            {products.map((p) => (
              <ProductHead key={p.o_slug} scope="col">
                <ProductBox>
                  <img
                    src={productImageSrc(p.o_images[0]?.url ?? null)}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    decoding="async"
                    onError={fallBackToPlaceholder}
                  />
                  <NameLink to={productPath(p.o_slug)}>{p.o_product_name}</NameLink>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${p.o_product_name} from compare`}
                    onClick={() => onRemove(p)}
                  >
                    Remove
                  </Button>
                </ProductBox>
              </ProductHead>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownOverview.map((row) => (
            <Row key={row.key} {...differs(valuesDiffer(row.compared))}>
              <RowHead scope="row">
                {row.label}
                {valuesDiffer(row.compared) && <VisuallyHidden>, {COMPARE_TEXT.differs}</VisuallyHidden>}
              </RowHead>
              {row.cells.map((cell, i) => (
                <Cell key={products[i]?.o_slug}>{cell}</Cell>
              ))}
            </Row>
          ))}
          <Row>
            <RowHead scope="row">Buy</RowHead>
            {products.map((p) => (
              <Cell key={p.o_slug}>
                <AddToCartSlot product={toWidgetProduct(p)} quantity={1} variant="bar" />
              </Cell>
            ))}
          </Row>
        </tbody>
        {groups.map((group) => (
          <tbody key={group.name}>
            <tr>
              <GroupHead scope="rowgroup" colSpan={columns}>
                <span>{group.name}</span>
              </GroupHead>
            </tr>
            {group.rows.map((row) => (
              <Row key={row.key} {...differs(row.differs)}>
                <RowHead scope="row">
                  {row.label}
                  {row.differs && <VisuallyHidden>, {COMPARE_TEXT.differs}</VisuallyHidden>}
                </RowHead>
                {row.values.map((value, i) => (
                  <Cell key={products[i]?.o_slug}>
                    {value === COMPARE_TEXT.missingValue ? (
                      <>
                        <span aria-hidden="true">{value}</span>
                        <VisuallyHidden>Not stated</VisuallyHidden>
                      </>
                    ) : (
                      value
                    )}
                  </Cell>
                ))}
              </Row>
            ))}
          </tbody>
        ))}
      </Table>
    </Scroller>
  );
}

const differs = (yes: boolean) => (yes ? { 'data-differs': 'true' } : {});

const LABEL_COLUMN = { desktop: 200, mobile: 116 } as const;
const PRODUCT_COLUMN_MIN = { desktop: 200, mobile: 164 } as const;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Table = styled.table<{ $columns: number }>`
  width: 100%;
  min-width: ${(p) => LABEL_COLUMN.desktop + p.$columns * PRODUCT_COLUMN_MIN.desktop}px;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: ${(p) => p.theme.fontSize.sm};

  th:first-child {
    width: ${LABEL_COLUMN.desktop}px;
  }
  ${(p) => p.theme.media.mobile} {
    min-width: ${(p) => LABEL_COLUMN.mobile + p.$columns * PRODUCT_COLUMN_MIN.mobile}px;
    th:first-child {
      width: ${LABEL_COLUMN.mobile}px;
    }
  }
`;

/** The label column stays in place while the products scroll sideways (phones). */
const sticky = `
  position: sticky;
  left: 0;
  z-index: 1;
`;

const Corner = styled.th`
  ${sticky}
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const ProductHead = styled.th`
  padding: 14px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  border-left: 1px solid ${(p) => p.theme.colors.border};
  font-weight: 400;
  text-align: left;
  vertical-align: top;
`;

const ProductBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  img {
    width: 120px;
    height: 120px;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surfaceRaised};
    object-fit: cover;
  }
  ${(p) => p.theme.media.mobile} {
    img {
      width: 88px;
      height: 88px;
    }
  }
`;

const NameLink = styled(Link)`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  line-height: 1.35;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: ${(p) => p.theme.colors.primaryHover};
    text-decoration: underline;
  }
`;

/** The surface tinted 10 % with the primary blue, opaque: the sticky label cell scrolls over cells. */
const DIFFERS_BACKGROUND = '#1a2437';

const Row = styled.tr`
  &[data-differs='true'] > * {
    background: ${DIFFERS_BACKGROUND};
  }
  &[data-differs='true'] > th {
    box-shadow: inset 3px 0 0 ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.text};
  }
`;

const RowHead = styled.th`
  ${sticky}
  padding: 10px 14px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background-color: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 500;
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;
`;

const Cell = styled.td`
  padding: 10px 14px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  border-left: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  vertical-align: top;
  overflow-wrap: anywhere;
`;

/** A spec group's header across the row; its text stays in view while the table scrolls. */
const GroupHead = styled.th`
  padding: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceRaised};
  text-align: left;
  span {
    ${sticky}
    display: inline-block;
    padding: 10px 14px;
    font-size: ${(p) => p.theme.fontSize.md};
    font-weight: 700;
  }
`;
