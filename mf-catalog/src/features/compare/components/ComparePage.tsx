import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, ErrorBox, usePageMeta, userText } from 'shared';
import {
  COMPARE_IDS_PARAM,
  COMPARE_TEXT,
  type CompareItem,
  droppedNote,
  type ProductDetails,
  parseCompareIds,
} from 'shared/contracts';
import { Checkbox, EmptyState } from 'shared/kit';
import styled from 'styled-components';
import { PricesAsOf } from '../../product-card';
import { useCompareProducts } from '../hooks/use-compare-products';
import { compareSpecifications, onlyDifferences } from '../lib/compare-rows';
import { compareItems, removeCompareItem, setCompareItems } from '../lib/compare-store';
import { CompareSkeleton } from './CompareSkeleton';
import { CompareTable } from './CompareTable';

function toItem(product: ProductDetails): CompareItem {
  return {
    slug: product.o_slug,
    name: product.o_product_name,
    subcategory: product.o_subcategory_name,
    image: product.o_images[0]?.url ?? null,
  };
}

/**
 * /compare?ids=slug-a,slug-b (docs/product.md#catalogue-and-search, "Compare"): up to four
 * products of one subcategory side by side. The address is the comparison (a link shared opens
 * the same table); opened bare, the page shows the list kept in this browser. Slugs that name no
 * active product, and products of another kind in a hand-made link, are left out with a note.
 * Never indexed (like search, its addresses are endless combinations).
 */
export default function ComparePage() {
  usePageMeta({ title: COMPARE_TEXT.pageTitle, description: COMPARE_TEXT.pageDescription, noindex: true });
  const [params, setParams] = useSearchParams();
  const raw = params.get(COMPARE_IDS_PARAM);
  const parsed = useMemo(() => parseCompareIds(raw), [raw]);
  const state = useCompareProducts(parsed.slugs, parsed.invalid);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const toggleId = useId();

  // Opened bare (/compare): the list this browser keeps, put in the address so it can be shared.
  useEffect(() => {
    if (raw !== null) return;
    const kept = compareItems();
    if (kept.length) setParams({ [COMPARE_IDS_PARAM]: kept.map((i) => i.slug).join(',') }, { replace: true });
  }, [raw, setParams]);

  const products = state.status === 'ready' ? state.products : null;
  // A shared link opened in a browser with no list of its own becomes its list (the tray and the
  // cards' toggles then carry on from it).
  useEffect(() => {
    if (products?.length && compareItems().length === 0) setCompareItems(products.map(toItem));
  }, [products]);

  const groups = useMemo(() => (products ? compareSpecifications(products) : []), [products]);
  const shownGroups = differencesOnly ? onlyDifferences(groups) : groups;

  const remove = (product: ProductDetails) => {
    removeCompareItem(product.o_slug);
    const rest = (products ?? []).filter((p) => p.o_slug !== product.o_slug).map((p) => p.o_slug);
    setParams(rest.length ? { [COMPARE_IDS_PARAM]: rest.join(',') } : {}, { replace: true });
  };

  return (
    <Page>
      <Title>{COMPARE_TEXT.pageTitle}</Title>
      {state.status === 'empty' && (
        <EmptyState
          title={COMPARE_TEXT.emptyTitle}
          message={COMPARE_TEXT.emptyMessage}
          action={
            <ButtonLink to="/" variant="secondary">
              Continue Shopping
            </ButtonLink>
          }
        />
      )}
      {state.status === 'loading' && <CompareSkeleton columns={state.count} />}
      {state.status === 'error' && (
        <ErrorBox title={COMPARE_TEXT.loadError} message={state.message} onRetry={state.retry} />
      )}
      {state.status === 'ready' && (
        <>
          <Notes
            notes={[
              state.unavailable > 0 && droppedNote(state.unavailable, 'unavailable'),
              state.otherKind > 0 && droppedNote(state.otherKind, 'other-kind'),
              parsed.overflow > 0 && COMPARE_TEXT.tooMany,
            ]}
          />
          {products && products.length > 0 ? (
            <>
              <Toolbar>
                <Summary>
                  {products.length === 1
                    ? `1 product from ${products[0]?.o_subcategory_name}`
                    : `${products.length} ${products[0]?.o_subcategory_name} side by side`}
                </Summary>
                {products.length > 1 && (
                  <Checkbox
                    id={toggleId}
                    label={COMPARE_TEXT.showOnlyDifferences}
                    checked={differencesOnly}
                    onChange={setDifferencesOnly}
                  />
                )}
              </Toolbar>
              {products.length === 1 && <Hint>{COMPARE_TEXT.oneProductHint}</Hint>}
              {products.length > 1 && (
                <Legend>
                  <Swatch aria-hidden="true" /> Highlighted rows differ between the products.
                </Legend>
              )}
              {differencesOnly && shownGroups.length === 0 && (
                <Hint role="status">{COMPARE_TEXT.noDifferences}</Hint>
              )}
              <PricesAsOf time={state.asOf}>
                <CompareTable
                  products={products}
                  groups={shownGroups}
                  onlyDifferences={differencesOnly}
                  onRemove={remove}
                  caption={`${products[0]?.o_subcategory_name ?? 'Products'} compared: ${products
                    .map((p) => p.o_product_name)
                    .join(', ')}`}
                />
              </PricesAsOf>
            </>
          ) : (
            <EmptyState
              title={COMPARE_TEXT.emptyTitle}
              message={COMPARE_TEXT.emptyMessage}
              action={
                <ButtonLink to="/" variant="secondary">
                  Continue Shopping
                </ButtonLink>
              }
            />
          )}
        </>
      )}
    </Page>
  );
}

function Notes({ notes }: { notes: (string | false)[] }) {
  const shown = notes.filter((n): n is string => Boolean(n));
  if (shown.length === 0) return null;
  return (
    <NoteList role="status">
      {shown.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </NoteList>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 20px 24px 48px;
  min-width: 0;
  ${(p) => p.theme.media.mobile} {
    padding: 12px 12px 32px;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(22px, 3vw, 30px);
  ${userText}
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Summary = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Swatch = styled.span`
  width: 16px;
  height: 16px;
  border-radius: 3px;
  background: #1a2437;
  box-shadow: inset 3px 0 0 ${(p) => p.theme.colors.primary};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

const NoteList = styled.ul`
  margin: 0;
  padding: 12px 16px 12px 32px;
  border: 1px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radii.md};
  background: rgba(255, 176, 32, 0.08);
  color: ${(p) => p.theme.colors.text};
`;
