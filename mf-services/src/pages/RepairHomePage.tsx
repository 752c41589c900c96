import { PageTitle } from 'shared';

/** Built by a later issue; the route, loading and error handling around it are real. */
export function RepairHomePage() {
  return <PageTitle title="Repair Services" />;
}
