/** Test helpers of the search feature: a query client, the router with a location probe, fake RPC answers. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { theme } from 'shared';
import type { SearchFilters, SearchResultItem } from 'shared/contracts';
import { ThemeProvider } from 'styled-components';

/** The router's current location, for assertions on the URL a component wrote. */
export const location = { current: '' };

function LocationProbe() {
  const l = useLocation();
  location.current = `${l.pathname}${l.search}`;
  return null;
}

/** Renders at `route` (path pattern `path`) with a fresh query client (no retries). */
export function renderAt(ui: ReactElement, route: string, path = '*') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={theme}>
          <Routes>
            <Route path={path} element={node} />
          </Routes>
          <LocationProbe />
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(wrap(ui)), client };
}

type RpcAnswer = { data: unknown; error: null } | { data: null; error: { message: string } };
type Handler = (args: Record<string, unknown>) => RpcAnswer | Promise<RpcAnswer>;

/** An rpc() that answers by procedure name; unknown procedures fail the test loudly. */
export function fakeRpc(handlers: Record<string, Handler>) {
  return async (name: string, args: Record<string, unknown> = {}) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected rpc ${name}`);
    return handler(args);
  };
}

export function resultItem(n: number, patch: Partial<SearchResultItem> = {}): SearchResultItem {
  return {
    product_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `product-${n}`,
    product_name: `Product ${n}`,
    primary_image: null,
    price: 10000 + n,
    discount_price: 9000 + n,
    is_bestseller: false,
    category: 'Consoles',
    subcategory: 'PlayStation',
    label: null,
    condition: 'new',
    average_rating: null,
    review_count: null,
    technical_specification: {},
    relevance: 1,
    ...patch,
  };
}

export function filterSet(patch: Partial<SearchFilters> = {}): SearchFilters {
  return {
    categories: [{ name: 'Consoles', slug: 'consoles', count: 12 }],
    subcategories: [{ name: 'PlayStation', slug: 'playstation', category: 'Consoles', count: 12 }],
    labels: [{ name: 'PS5', slug: 'ps5', subcategory: 'PlayStation', display_url: null, count: 8 }],
    conditions: [
      { name: 'new', count: 9 },
      { name: 'pre-owned', count: 3 },
    ],
    specGroups: [
      {
        name: 'Storage',
        specs: [
          {
            key: 'storage_gb',
            displayName: 'Storage',
            filterType: 'numeric-slider',
            unit: 'GB',
            options: [825, 1000, 2000],
          },
          {
            key: 'disc_drive',
            displayName: 'Disc Drive',
            filterType: 'boolean',
            unit: null,
            options: [false, true],
          },
        ],
      },
      {
        name: 'General',
        specs: [
          { key: 'brand', displayName: 'Brand', filterType: 'checkbox', unit: null, options: ['Sony'] },
        ],
      },
    ],
    discountPriceBounds: [1000, 60000],
    ...patch,
  };
}
