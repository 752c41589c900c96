import { useMatch } from 'react-router-dom';
import { usePageMeta } from 'shared';
import { GST_PATH, PAYMENTS_PATH, SELLER_PATH } from '../components/ConsoleTabs';
import { GstView } from '../features/gst';
import { PaymentsView } from '../features/payments';
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
  const page = payments ? 'payments' : gst ? 'gst' : seller ? 'seller' : 'queues';
  usePageMeta(META[page]);
  switch (page) {
    case 'payments':
      return <PaymentsView />;
    case 'gst':
      return <GstView />;
    case 'seller':
      return <SellerView />;
    default:
      return <QueueView />;
  }
}
