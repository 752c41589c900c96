import { usePageMeta } from 'shared';
import { QueueView } from '../features/queue/components/QueueView';

/** `/staff`: the staff console (the shell mounts it for staff accounts only). */
export function StaffPage() {
  usePageMeta({ title: 'Staff console', description: 'Orders and requests to handle.', noindex: true });
  return <QueueView />;
}
