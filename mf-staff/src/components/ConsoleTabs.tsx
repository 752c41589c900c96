import { Link } from 'react-router-dom';
import type { StaffQueueKind } from 'shared/contracts';
import styled, { css } from 'styled-components';
import { QUEUES } from '../lib/kinds';

/** Where the day's payments live in the console (docs/product.md#staff-console). */
export const PAYMENTS_PATH = '/staff/payments';
/** The monthly GST summary of tax invoices and credit notes. */
export const GST_PATH = '/staff/gst';
/** The seller's details (name, GSTIN, address, contact, grievance officer). */
export const SELLER_PATH = '/staff/seller';
/** The dashboard: today's and this week's orders, what waits, low stock (the console's first tab). */
export const DASHBOARD_PATH = '/staff/dashboard';
/** The discount codes shoppers type at checkout. */
export const DISCOUNT_CODES_PATH = '/staff/discount-codes';
/** The products and their stock (`/staff/products/new`, `/staff/products/<id>`: the editor). */
export const PRODUCTS_PATH = '/staff/products';

/** The console's pages beside the queues. */
export type ConsolePage = 'payments' | 'gst' | 'seller' | 'dashboard' | 'discount-codes' | 'products';

/** A queue's address: `/staff` for orders, `/staff?kind=repair` for the others. */
export const queuePath = (kind: StaffQueueKind): string =>
  kind === 'order' ? '/staff' : `/staff?kind=${kind}`;

/** An item's detail, opened over its queue: `/staff?kind=order&id=<uuid>`. */
export const itemPath = (kind: StaffQueueKind, id: string): string =>
  `/staff?${new URLSearchParams({ kind, id }).toString()}`;

/**
 * The console's tabs: one per queue, then Payments, GST summary and Seller details. On the queues, `onQueue` switches queue in
 * place (an edit of the page: the focus stays on the tab); elsewhere the queues are links.
 */
export function ConsoleTabs({
  current,
  onQueue,
}: {
  current: StaffQueueKind | ConsolePage;
  onQueue?: (kind: StaffQueueKind) => void;
}) {
  const currentProp = (tab: StaffQueueKind | ConsolePage) =>
    tab === current ? ('page' as const) : undefined;
  return (
    <Tabs aria-label="Staff console">
      <TabLink to={DASHBOARD_PATH} aria-current={currentProp('dashboard')}>
        Dashboard
      </TabLink>
      {QUEUES.map((q) =>
        onQueue ? (
          <TabButton
            key={q.kind}
            type="button"
            aria-current={currentProp(q.kind)}
            onClick={() => onQueue(q.kind)}
          >
            {q.label}
          </TabButton>
        ) : (
          <TabLink key={q.kind} to={queuePath(q.kind)} aria-current={currentProp(q.kind)}>
            {q.label}
          </TabLink>
        ),
      )}
      <TabLink to={PAYMENTS_PATH} aria-current={currentProp('payments')}>
        Payments
      </TabLink>
      <TabLink to={GST_PATH} aria-current={currentProp('gst')}>
        GST summary
      </TabLink>
      <TabLink to={SELLER_PATH} aria-current={currentProp('seller')}>
        Seller details
      </TabLink>
      <TabLink to={DISCOUNT_CODES_PATH} aria-current={currentProp('discount-codes')}>
        Discount codes
      </TabLink>
      <TabLink to={PRODUCTS_PATH} aria-current={currentProp('products')}>
        Products
      </TabLink>
    </Tabs>
  );
}

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

const tabStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  cursor: pointer;
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.primaryFill};
    border-color: ${(p) => p.theme.colors.primaryFill};
    color: ${(p) => p.theme.colors.primaryText};
  }
  &:hover:not([aria-current='page']) {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const TabButton = styled.button`
  ${tabStyles}
`;

const TabLink = styled(Link)`
  ${tabStyles}
`;
