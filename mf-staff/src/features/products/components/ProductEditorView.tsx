import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBox, Skeleton } from 'shared';
import { formatRupees } from 'shared/contracts';
import { EmptyState, PageHeading, PageWrap } from 'shared/kit';
import { productPath } from 'shared/seo';
import styled from 'styled-components';
import { ConsoleTabs } from '../../../components/ConsoleTabs';
import { type ProductDetail, useCatalogueTree, useProductDetail, useProductRow } from '../api/products';
import { emptyProductValues, productFormValues } from '../lib/product-form';
import { CONDITION_LABELS, PRODUCTS_BASE, productEditPath } from '../lib/product-query';
import { PhotosPanel } from './PhotosPanel';
import { ProductForm } from './ProductForm';
import { StockPanel } from './StockPanel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Navigation state of a product just created: its edit page says 'Product saved.'. */
interface SavedState {
  productSaved?: boolean;
}

/**
 * `/staff/products/new` and `/staff/products/<id>`: the product's fields (staffProductInputSchema)
 * and, for a saved product, its stock and stock history.
 */
export function ProductEditorView({ productId: rawId }: { productId: string | null }) {
  const titleId = useId();
  // An address that holds no product id finds no product (and asks the database nothing).
  const unknown = rawId !== null && !UUID.test(rawId);
  const productId = unknown ? null : rawId;
  const tree = useCatalogueTree();
  const row = useProductRow(productId);
  const detail = useProductDetail(productId);
  const location = useLocation();
  const navigate = useNavigate();
  const justCreated = (location.state as SavedState | null)?.productSaved === true;

  // The form starts from the row as first read; a later re-read (after a save) does not reset it.
  const [snapshot, setSnapshot] = useState<{ id: string; detail: ProductDetail | null } | null>(null);
  useEffect(() => {
    if (productId && detail.isSuccess && snapshot?.id !== productId) {
      setSnapshot({ id: productId, detail: detail.data });
    }
  }, [productId, detail.isSuccess, detail.data, snapshot]);

  const onCreated = (id: string) =>
    navigate(productEditPath(id), { state: { productSaved: true } satisfies SavedState });

  const title = unknown
    ? 'Product not found'
    : productId === null
      ? 'New product'
      : (row.data?.name ?? 'Edit product');
  const loading =
    tree.isPending ||
    (productId !== null && (row.isPending || detail.isPending || snapshot?.id !== productId));
  const failure = tree.error ?? row.error ?? detail.error;

  let body: ReactNode;
  if (unknown) {
    body = (
      <EmptyState
        title="Product not found."
        message="The address holds no product id."
        action={<Link to={PRODUCTS_BASE}>All products</Link>}
      />
    );
  } else if (failure) {
    body = (
      <ErrorBox
        title="Could not load the product"
        message={failure instanceof Error ? failure.message : String(failure)}
        onRetry={() => {
          void tree.refetch();
          if (productId) {
            void row.refetch();
            void detail.refetch();
          }
        }}
      />
    );
  } else if (loading || !tree.data) {
    body = (
      <Stack>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={120} />
        ))}
      </Stack>
    );
  } else if (productId === null) {
    body = (
      <>
        <ProductForm
          key="new"
          productId={null}
          initial={emptyProductValues()}
          tree={tree.data}
          initiallySaved={false}
          onCreated={onCreated}
        />
        <Notice role="note" $tone="info">
          <strong>Photos</strong> are added once the product is created: save it first, then add its photos on
          its page.
        </Notice>
      </>
    );
  } else if (!row.data) {
    body = (
      <EmptyState
        title="Product not found."
        message="It may have been removed, or the address is wrong."
        action={<Link to={PRODUCTS_BASE}>All products</Link>}
      />
    );
  } else {
    const product = row.data;
    const full = snapshot?.detail ?? null;
    body = (
      <>
        <StoreLink>
          <Link to={productPath(product.slug)}>View in store</Link>
          {!product.is_active && <Muted> (hidden from shoppers while inactive)</Muted>}
        </StoreLink>
        {full ? (
          <ProductForm
            key={productId}
            productId={productId}
            initial={productFormValues(full)}
            tree={tree.data}
            initiallySaved={justCreated}
            onCreated={onCreated}
          />
        ) : (
          <Notice role="note">
            <strong>This product’s details could not be read.</strong> What the list shows:{' '}
            {`${product.category} › ${product.subcategory}, ${CONDITION_LABELS[product.condition]}, MRP ${formatRupees(product.price)}, selling price ${formatRupees(product.discount_price)}.`}{' '}
            Its stock can still be adjusted below.
          </Notice>
        )}
        {full ? (
          <PhotosPanel key={`photos-${productId}`} productId={productId} initial={full.images ?? []} />
        ) : (
          <Notice role="note">Its photos cannot be changed until its details can be read.</Notice>
        )}
        <StockPanel product={product} />
      </>
    );
  }

  return (
    <PageWrap>
      <PageHeading>Staff console</PageHeading>
      <ConsoleTabs current="products" />
      <section aria-labelledby={titleId}>
        <Back to={PRODUCTS_BASE}>← All products</Back>
        <Title id={titleId}>{title}</Title>
        {body}
      </section>
    </PageWrap>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${(p) => p.theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: ${(p) => p.theme.fontSize.lg};
  overflow-wrap: anywhere;
`;

const StoreLink = styled.p`
  margin: 0 0 16px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
`;

const Notice = styled.p<{ $tone?: 'info' }>`
  max-width: 880px;
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${(p) => (p.$tone === 'info' ? p.theme.colors.border : p.theme.colors.warning)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
`;

const Stack = styled.div`
  display: grid;
  gap: 12px;
`;
