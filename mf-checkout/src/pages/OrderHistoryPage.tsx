import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import {
  ButtonLink,
  ErrorBox,
  focusMainHeading,
  Skeleton,
  toast,
  useDebouncedValue,
  useLinkedItem,
  usePageMeta,
  VisuallyHidden,
} from 'shared';
import {
  INVOICE_DOWNLOAD_PARAM,
  ORDER_MESSAGES,
  ORDERS_PAGE_SIZE,
  type OrderStatusGroup,
  orderStatusGroup,
  ordersLoadFailedToast,
  readDisplayNumber,
} from 'shared/contracts';
import { EmptyState, PackageIcon, PageHeading, PageWrap, Pagination, SearchIcon } from 'shared/kit';
import styled from 'styled-components';
import {
  type OrderRow,
  OrdersFetchError,
  useUserOrder,
  useUserOrders,
} from '../features/orders/api/get-user-orders';
import { OrderCard } from '../features/orders/components/OrderCard';
import { OrderDetailsSheet } from '../features/orders/components/OrderDetailsSheet';
import { OrderTabs, PANEL_ID, tabId } from '../features/orders/components/OrderTabs';
import { PaymentProgress, type PayResult, usePayOrder } from '../features/payment';
import { useReturnLink } from '../features/returns';

const SEARCH_DEBOUNCE_MS = 400;

/** How a payment made from the history ends: a toast in one slot per order (docs/product.md#payments). */
function toastPayment(result: PayResult): void {
  const slot = toast.action(`payment:${result.orderId}`);
  if (result.outcome === 'paid') slot.success(result.message);
  else if (result.outcome === 'closed') slot.info(result.message);
  else if (result.outcome === 'failed') slot.warning(result.message);
  else slot.error(result.message);
}

/**
 * /order-history: Active / Completed tabs, search, 5 per page, details sheet (docs/product.md#orders)
 * with Retry payment and Cancel order (docs/product.md#payments).
 */
export function OrderHistoryPage() {
  usePageMeta({ title: 'Order History', description: 'Your orders and their status.', noindex: true });
  const [group, setGroup] = useState<OrderStatusGroup>('active');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<OrderRow | null>(null);
  const orders = useUserOrders({ page, group, search });
  const payment = usePayOrder();
  // Why Checkout could not be opened for an order (shown in its details, beside Retry payment).
  const [paymentNotice, setPaymentNotice] = useState<{ orderId: string; message: string } | null>(null);
  // After Checkout, focus goes back to the order's card (once the page is no longer inert), or to
  // the heading when the order left the list.
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (!refocus || payment.busy) return;
    setRefocus(null);
    const card = document.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(refocus)}"]`);
    if (card) card.focus({ preventScroll: true });
    else focusMainHeading();
  }, [refocus, payment.busy]);
  // A return e-mail's link, /order-history?return={request id}, becomes its order's ?id= link.
  useReturnLink();
  // The e-mails' link, /order-history?id={order id}: that order's details open, in its tab.
  const { linked, clearLinked } = useLinkedItem(
    useUserOrder,
    (order) => {
      setGroup(orderStatusGroup(order.order_status) ?? 'active');
      setSelected(order);
    },
    ORDER_MESSAGES.detailsNotLoaded,
  );
  // The shipped e-mail's link, /order-history?id={order id}&invoice=1: once that order's details
  // are open, its invoice downloads, and `invoice` leaves the address (a reload does not download
  // again; nor does a link whose order could not be opened).
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('id');
  const invoiceParam = params.get(INVOICE_DOWNLOAD_PARAM);
  const autoDownloadInvoice =
    invoiceParam === '1' &&
    selected !== null &&
    linkedId !== null &&
    (selected.id.toLowerCase() === linkedId.toLowerCase() ||
      (selected.display_number != null && selected.display_number === readDisplayNumber(linkedId)));
  const dropInvoiceParam = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INVOICE_DOWNLOAD_PARAM);
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => {
    if (invoiceParam !== null && linkedId === null) dropInvoiceParam();
  }, [invoiceParam, linkedId]);

  // A new tab or search starts at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab and search are the triggers
  useEffect(() => setPage(1), [group, search]);

  const totalPages = Math.max(1, Math.ceil((orders.data?.totalCount ?? 0) / ORDERS_PAGE_SIZE));
  // Fewer orders than before (another tab cancelled one): back to the first page.
  useEffect(() => {
    if (orders.data && !orders.isPlaceholderData && page > totalPages) setPage(1);
  }, [orders.data, orders.isPlaceholderData, page, totalPages]);

  useEffect(() => {
    const error = orders.error;
    if (!error) return;
    const detail = error instanceof OrdersFetchError ? error.detail : error.message;
    toast.error(ordersLoadFailedToast(detail), undefined, { id: 'orders-load' });
  }, [orders.error]);

  const closeDetails = () => {
    setSelected(null);
    if (linked) clearLinked();
  };

  /**
   * Retry payment from an order's details: the payment is asked for and Checkout loaded with the
   * details open (a refusal or a load failure is shown there, with Retry payment again); they close
   * just before Checkout opens over the page, and the outcome is a toast.
   */
  const retryPayment = async (order: OrderRow) => {
    setPaymentNotice(null);
    let checkoutOpened = false;
    const result = await payment.pay({
      orderId: order.id,
      orderNumber: order.display_number ?? null,
      beforeCheckout: () => {
        checkoutOpened = true;
        // Closed now, not at the next render: Checkout must not open under a modal of ours.
        flushSync(closeDetails);
      },
    });
    if (!result) return;
    if (!checkoutOpened) {
      setPaymentNotice({ orderId: order.id, message: result.message });
      return;
    }
    toastPayment(result);
    setRefocus(order.id);
  };

  let content: React.ReactNode;
  if (orders.isPending) {
    content = <ListSkeleton />;
  } else if (orders.isError && !orders.data) {
    content = (
      <ErrorBox
        title={ORDER_MESSAGES.errorLoadingTitle}
        message={ORDER_MESSAGES.couldNotFetch}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (orders.data.orders.length === 0) {
    content = search ? (
      <EmptyState
        title={ORDER_MESSAGES.noMatching}
        message="Try another order number, product name or status."
      />
    ) : (
      <EmptyState
        icon={<PackageIcon size={40} />}
        title={ORDER_MESSAGES.noOrders}
        action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
      />
    );
  } else {
    content = (
      <>
        <List aria-busy={orders.isFetching || undefined}>
          {orders.data.orders.map((order) => (
            <OrderCard key={order.id} order={order} onOpen={setSelected} />
          ))}
        </List>
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Order pages" />
      </>
    );
  }

  return (
    <PageWrap inert={payment.phase === 'checkout' || payment.phase === 'verifying' || undefined}>
      <PageHeading>Order History</PageHeading>
      <Toolbar>
        <OrderTabs value={group} onChange={setGroup} />
        <SearchBox role="search">
          <SearchIcon size={18} />
          <VisuallyHidden as="label" htmlFor="orders-search">
            Search orders
          </VisuallyHidden>
          <input
            id="orders-search"
            type="search"
            placeholder="Search by order number, product or status"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            autoComplete="off"
          />
        </SearchBox>
      </Toolbar>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(group)}>
        {content}
      </div>
      <OrderDetailsSheet
        order={selected}
        onClose={closeDetails}
        onRetryPayment={(order) => void retryPayment(order)}
        retrying={payment.busy}
        paymentNotice={paymentNotice && paymentNotice.orderId === selected?.id ? paymentNotice.message : null}
        autoDownloadInvoice={autoDownloadInvoice}
        onAutoDownloadHandled={dropInvoiceParam}
      />
      <PaymentProgress phase={payment.phase} />
    </PageWrap>
  );
}

function ListSkeleton() {
  return (
    <List aria-busy="true">
      <VisuallyHidden role="status">Loading orders...</VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton height={96} radius="10px" />
        </li>
      ))}
    </List>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const SearchBox = styled.div`
  position: relative;
  flex: 0 1 340px;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${(p) => p.theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    width: 100%;
    height: 40px;
    padding: 0 12px 0 38px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
  ${(p) => p.theme.media.mobile} {
    flex: 1 1 100%;
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
