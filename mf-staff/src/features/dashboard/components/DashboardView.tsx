import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorBox, Skeleton, VisuallyHidden } from 'shared';
import { formatRupees, type StaffDashboard } from 'shared/contracts';
import { PageHeading, PageWrap } from 'shared/kit';
import styled from 'styled-components';
import { ConsoleTabs } from '../../../components/ConsoleTabs';
import { useStaffDashboard } from '../api/staff-dashboard';
import {
  formatCount,
  LOW_STOCK_PATH,
  plural,
  queueStatusPath,
  WAITING_ORDER_STATUSES,
  WAITING_REQUESTS,
} from '../lib/dashboard-links';

/** The orders queue, every status. */
const ORDERS_QUEUE = '/staff?kind=order';

/**
 * `/staff/dashboard`: staff's first screen (`staff_dashboard()`): today's and this week's orders
 * and revenue (India time), the orders and requests waiting for the shop, the reviews to moderate
 * and the products low on stock. Each count opens its queue, filtered.
 */
export function DashboardView() {
  const { data, isPending, isError, error, refetch, isFetching } = useStaffDashboard();
  const titleId = useId();
  const refreshing = isFetching && !isPending;
  return (
    <PageWrap>
      <PageHeading>Staff console</PageHeading>
      <ConsoleTabs current="dashboard" />
      <section aria-labelledby={titleId} aria-busy={isFetching}>
        <Header>
          <Title id={titleId}>Dashboard</Title>
          <Button
            variant="secondary"
            onClick={() => void refetch()}
            loading={refreshing}
            disabled={isPending}
          >
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        </Header>
        <VisuallyHidden role="status">{refreshing ? 'Refreshing the dashboard…' : ''}</VisuallyHidden>
        {isPending ? (
          <Grid data-testid="dashboard-loading">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height={148} radius="10px" />
            ))}
          </Grid>
        ) : isError ? (
          <ErrorBox
            title="Could not load the dashboard"
            message={error instanceof Error ? error.message : String(error)}
            onRetry={() => void refetch()}
          />
        ) : (
          <DashboardCards dashboard={data} />
        )}
      </section>
    </PageWrap>
  );
}

function DashboardCards({ dashboard }: { dashboard: StaffDashboard }) {
  const ordersWaiting = WAITING_ORDER_STATUSES.reduce(
    (sum, s) => sum + (dashboard.orders_waiting[s.status] ?? 0),
    0,
  );
  const requestsWaiting = WAITING_REQUESTS.reduce(
    (sum, r) => sum + (dashboard.requests_waiting[r.kind] ?? 0),
    0,
  );
  const { low_stock: lowStock } = dashboard;
  return (
    <Grid>
      <SalesCard title="Today" figures={dashboard.today} />
      <SalesCard title="This week" figures={dashboard.week} note="Since Monday, India time." />

      <DashCard title="Orders waiting" total={ordersWaiting}>
        <Figures>
          {WAITING_ORDER_STATUSES.map(({ status, label }) => {
            const count = dashboard.orders_waiting[status] ?? 0;
            return (
              <li key={status}>
                <FigureLink to={queueStatusPath('order', status)} data-zero={count === 0}>
                  <span>{label}</span>
                  <strong>
                    {formatCount(count)}
                    <VisuallyHidden> {count === 1 ? 'order' : 'orders'}</VisuallyHidden>
                  </strong>
                </FigureLink>
              </li>
            );
          })}
        </Figures>
      </DashCard>

      <DashCard title="Requests waiting" total={requestsWaiting}>
        <Figures>
          {WAITING_REQUESTS.map(({ kind, label, status }) => {
            const count = dashboard.requests_waiting[kind] ?? 0;
            return (
              <li key={kind}>
                <FigureLink to={queueStatusPath(kind, status)} data-zero={count === 0}>
                  <span>{label}</span>
                  <strong>
                    {formatCount(count)}
                    <VisuallyHidden> waiting</VisuallyHidden>
                  </strong>
                </FigureLink>
              </li>
            );
          })}
        </Figures>
      </DashCard>

      <DashCard title="Reviews pending">
        <BigLink to={queueStatusPath('review', 'pending')}>
          {plural(dashboard.reviews_pending, 'review', 'reviews')} to moderate
        </BigLink>
      </DashCard>

      <DashCard title="Low stock">
        <BigLink to={LOW_STOCK_PATH}>{plural(lowStock.count, 'product', 'products')} low on stock</BigLink>
        {lowStock.products.length === 0 ? (
          <Muted>No active product is at or below its low-stock level.</Muted>
        ) : (
          <>
            <Products aria-label="Products low on stock">
              {lowStock.products.map((p) => (
                <li key={p.product_id}>
                  <span>{p.name}</span>
                  <Units data-out={p.stock_units === 0}>
                    {p.stock_units === 0
                      ? 'Out of stock'
                      : `${formatCount(p.stock_units)} left (low at ${formatCount(p.low_stock_threshold)})`}
                  </Units>
                </li>
              ))}
            </Products>
            {lowStock.count > lowStock.products.length && (
              <Muted>
                and {plural(lowStock.count - lowStock.products.length, 'more', 'more')}:{' '}
                <Link to={LOW_STOCK_PATH}>see them all</Link>
              </Muted>
            )}
          </>
        )}
      </DashCard>
    </Grid>
  );
}

function SalesCard({
  title,
  figures,
  note,
}: {
  title: string;
  figures: { orders: number; revenue: number };
  note?: string;
}) {
  return (
    <DashCard title={title}>
      <Sales>
        <div>
          <dt>Orders</dt>
          <dd>
            <BigLink to={ORDERS_QUEUE}>{formatCount(figures.orders)}</BigLink>
          </dd>
        </div>
        <div>
          <dt>Revenue</dt>
          <dd>
            <Big>{formatRupees(figures.revenue)}</Big>
          </dd>
        </div>
      </Sales>
      <Muted>{note ?? 'India time.'} Orders the shop took on: not unpaid, cancelled or failed.</Muted>
    </DashCard>
  );
}

function DashCard({ title, total, children }: { title: string; total?: number; children: ReactNode }) {
  const id = useId();
  return (
    <CardBox aria-labelledby={id}>
      <CardTitle id={id}>
        {title}
        {total !== undefined && <Total> · {formatCount(total)}</Total>}
      </CardTitle>
      {children}
    </CardBox>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  ${(p) => p.theme.media.mobile} {
    > button {
      width: 100%;
    }
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const CardBox = styled.section`
  display: grid;
  align-content: start;
  gap: 10px;
  min-width: 0;
  padding: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  ${(p) => p.theme.media.mobile} {
    padding: 12px;
  }
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const Total = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 400;
`;

const Sales = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  dt {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Big = styled.span`
  font-size: ${(p) => p.theme.fontSize.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const BigLink = styled(Link)`
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: 700;
  color: ${(p) => p.theme.colors.primary};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Figures = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FigureLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  padding: 0 10px;
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  strong {
    font-variant-numeric: tabular-nums;
    color: ${(p) => p.theme.colors.primary};
  }
  &[data-zero='true'] strong {
    color: ${(p) => p.theme.colors.textMuted};
  }
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Products = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    overflow-wrap: anywhere;
  }
`;

const Units = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.warning};
  &[data-out='true'] {
    color: ${(p) => p.theme.colors.danger};
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;
