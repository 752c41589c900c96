import { useMatch } from 'react-router-dom';
import { usePageMeta } from 'shared';
import { PAYMENTS_PATH } from '../components/ConsoleTabs';
import { PaymentsView } from '../features/payments';
import { QueueView } from '../features/queue/components/QueueView';

/**
 * `/staff/*`: the staff console (the shell mounts it for staff accounts only): the queues at
 * `/staff`, the day's payments at `/staff/payments`.
 */
export function StaffPage() {
  const payments = useMatch(PAYMENTS_PATH) !== null;
  usePageMeta(
    payments
      ? { title: 'Payments · Staff console', description: 'The day’s payments and refunds.', noindex: true }
      : { title: 'Staff console', description: 'Orders and requests to handle.', noindex: true },
  );
  return payments ? <PaymentsView /> : <QueueView />;
}
