import { PageTitle } from 'shared';

/** Built by a later issue; the route, loading and error handling around it are real. */
export function GameLoadHomePage() {
  return <PageTitle title="Game Load Service" />;
}
