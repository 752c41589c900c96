import { useMatch } from 'react-router-dom';
import { usePageMeta } from 'shared';
import {
  DASHBOARD_PATH,
  DISCOUNT_CODES_PATH,
  GST_PATH,
  PAYMENTS_PATH,
  PRODUCTS_PATH,
  SELLER_PATH,
} from '../components/ConsoleTabs';
import { DashboardView } from '../features/dashboard';
import { DiscountCodesView } from '../features/discount-codes';
import { GstView } from '../features/gst';
import { PaymentsView } from '../features/payments';
import { ProductEditorView, ProductsView } from '../features/products';
import { QueueView } from '../features/queue/components/QueueView';
import { SellerView } from '../features/seller';

const META = {
  payments: {
    title: 'Payments · Staff console',
    description: 'The day’s payments and refunds.',
    noindex: true,
  },
  gst: {
    title: 'GST summary · Staff console',
    description: 'The month’s tax invoices and credit notes by place of supply and rate.',
    noindex: true,
  },
  seller: {
    title: 'Seller details · Staff console',
    description: 'The seller’s name, GSTIN, address, contact and grievance officer.',
    noindex: true,
  },
  dashboard: {
    title: 'Dashboard · Staff console',
    description: 'Today’s and this week’s orders, what waits for the shop and low stock.',
    noindex: true,
  },
  'discount-codes': {
    title: 'Discount codes · Staff console',
    description: 'The discount codes shoppers type at checkout.',
    noindex: true,
  },
  products: {
    title: 'Products · Staff console',
    description: 'The shop’s products, their prices and stock.',
    noindex: true,
  },
  'product-editor': {
    title: 'Product · Staff console',
    description: 'A product’s details and stock.',
    noindex: true,
  },
  queues: { title: 'Staff console', description: 'Orders and requests to handle.', noindex: true },
} as const;

/**
 * `/staff/*`: the staff console (the shell mounts it for staff accounts only): the queues at
 * `/staff`, the day's payments at `/staff/payments`, the month's GST summary at `/staff/gst` and
 * the seller's details at `/staff/seller`.
 */
export function StaffPage() {
  const payments = useMatch(PAYMENTS_PATH) !== null;
  const gst = useMatch(GST_PATH) !== null;
  const seller = useMatch(SELLER_PATH) !== null;
  const dashboard = useMatch(DASHBOARD_PATH) !== null;
  const discountCodes = useMatch(DISCOUNT_CODES_PATH) !== null;
  const products = useMatch(PRODUCTS_PATH) !== null;
  const productId = useMatch(`${PRODUCTS_PATH}/:productId`)?.params.productId ?? null;
  const page = dashboard
    ? 'dashboard'
    : discountCodes
      ? 'discount-codes'
      : payments
        ? 'payments'
        : gst
          ? 'gst'
          : seller
            ? 'seller'
            : products
              ? 'products'
              : productId
                ? 'product-editor'
                : 'queues';
  usePageMeta(META[page]);
  switch (page) {
    case 'payments':
      return <PaymentsView />;
    case 'gst':
      return <GstView />;
    case 'seller':
      return <SellerView />;
    case 'dashboard':
      return <DashboardView />;
    case 'discount-codes':
      return <DiscountCodesView />;
    case 'products':
      return <ProductsView />;
    case 'product-editor':
      return <ProductEditorView productId={productId === 'new' ? null : productId} />;
    default:
      return <QueueView />;
  }
}
