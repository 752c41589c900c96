import { PageTitle } from 'shared';

/** Built by a later issue; the route, loading and error handling around it are real. */
export function RepairNewPage() {
  return <PageTitle title="New Repair Request" />;
}
