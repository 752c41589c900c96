import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox, Skeleton, TextField, useDebouncedValue } from 'shared';
import { STAFF_PRODUCTS_PAGE_SIZE } from 'shared/contracts';
import { EmptyState, PageHeading, PageWrap, Pagination, Select } from 'shared/kit';
import styled from 'styled-components';
import { ConsoleTabs } from '../../../components/ConsoleTabs';
import { useCatalogueTree, useProducts } from '../api/products';
import { useProductParams } from '../hooks/use-product-params';
import { CONDITION_LABELS, isFiltered, NEW_PRODUCT_PATH } from '../lib/product-query';
import { ProductTable } from './ProductTable';
import { linkButtonStyles } from './styles';

const CONDITION_OPTIONS = [
  { value: '', label: 'Any condition' },
  ...Object.entries(CONDITION_LABELS).map(([value, label]) => ({ value, label })),
];
const STOCK_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'out', label: 'Out of stock' },
  { value: 'low', label: 'Low stock' },
];
const ACTIVE_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * `/staff/products`: every product, active or not, searched by name, slug or brand and filtered
 * by category, subcategory, condition, stock and state (all kept in the address), 20 a page, most
 * recently changed first; each opens its editor.
 */
export function ProductsView() {
  const { query, update } = useProductParams();
  const [searchText, setSearchText] = useState(query.search);
  const debounced = useDebouncedValue(searchText.trim(), 350);
  useEffect(() => {
    if (debounced !== query.search) update({ q: debounced, page: 1 });
  }, [debounced, query.search, update]);

  const tree = useCatalogueTree();
  const { data, isPending, isError, error, refetch, isFetching } = useProducts(query);
  const titleId = useId();
  const totalPages = data ? Math.max(1, Math.ceil(data.total / STAFF_PRODUCTS_PAGE_SIZE)) : 1;

  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...(tree.data?.categories ?? []).map((c) => ({ value: String(c.category_id), label: c.name })),
  ];
  // Listed before the categories arrive, so a category from the address stays selected.
  if (query.categoryId && !categoryOptions.some((o) => o.value === String(query.categoryId))) {
    categoryOptions.push({ value: String(query.categoryId), label: `Category ${query.categoryId}` });
  }
  const subcategoryOptions = [
    { value: '', label: query.categoryId ? 'All subcategories' : 'Choose a category first' },
    ...(tree.data?.subcategories ?? [])
      .filter((s) => s.category_id === query.categoryId)
      .map((s) => ({ value: String(s.subcategory_id), label: s.name })),
  ];
  if (query.subcategoryId && !subcategoryOptions.some((o) => o.value === String(query.subcategoryId))) {
    subcategoryOptions.push({
      value: String(query.subcategoryId),
      label: `Subcategory ${query.subcategoryId}`,
    });
  }

  return (
    <PageWrap>
      <PageHeading>Staff console</PageHeading>
      <ConsoleTabs current="products" />
      <section aria-labelledby={titleId} aria-busy={isFetching}>
        <Header>
          <Title id={titleId}>
            Products
            {data && <Count> · {data.total}</Count>}
          </Title>
          <NewLink to={NEW_PRODUCT_PATH}>New product</NewLink>
        </Header>

        <Filters role="search" aria-label="Search products">
          <Wide>
            <TextField
              label="Search"
              type="search"
              value={searchText}
              onChange={setSearchText}
              maxLength={200}
              placeholder="Name, slug or brand"
            />
          </Wide>
          <Select
            label="Category"
            value={query.categoryId ? String(query.categoryId) : ''}
            options={categoryOptions}
            onChange={(value) => update({ category: value, subcategory: null, page: 1 })}
          />
          <Select
            label="Subcategory"
            value={query.subcategoryId ? String(query.subcategoryId) : ''}
            options={subcategoryOptions}
            disabled={!query.categoryId}
            onChange={(value) => update({ subcategory: value, page: 1 })}
          />
          <Select
            label="Condition"
            value={query.condition}
            options={CONDITION_OPTIONS}
            onChange={(value) => update({ condition: value, page: 1 })}
          />
          <Select
            label="Stock"
            value={query.stock}
            options={STOCK_OPTIONS}
            onChange={(value) => update({ stock: value, page: 1 })}
          />
          <Select
            label="Shown in the store"
            value={query.active}
            options={ACTIVE_OPTIONS}
            onChange={(value) => update({ active: value, page: 1 })}
          />
        </Filters>

        {isPending ? (
          <Stack>
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={64} />
            ))}
          </Stack>
        ) : isError ? (
          <ErrorBox
            title="Could not load the products"
            message={error instanceof Error ? error.message : String(error)}
            onRetry={() => void refetch()}
          />
        ) : data.items.length === 0 ? (
          <EmptyState
            title="No products"
            message={
              isFiltered(query) ? 'No product matches these filters.' : 'The catalogue has no products yet.'
            }
          />
        ) : (
          <ProductTable
            rows={data.items}
            caption={`Products, page ${query.page} of ${totalPages}, ${data.total} in all`}
          />
        )}
        {data && data.total > STAFF_PRODUCTS_PAGE_SIZE && (
          <Pagination
            label="Product pages"
            page={query.page}
            totalPages={totalPages}
            onPageChange={(page) => update({ page })}
          />
        )}
      </section>
    </PageWrap>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Count = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 400;
`;

const NewLink = styled(Link)`
  ${linkButtonStyles}
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 16px;
  ${(p) => p.theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const Stack = styled.div`
  display: grid;
  gap: 8px;
`;
