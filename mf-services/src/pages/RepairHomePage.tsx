import { PageHeading, PageWrap, usePageMeta } from 'shared';
import { REPAIR_HOME_PAGE_META } from 'shared/seo';
import { RepairLanding } from '../features/repair/components/RepairLanding';

/** /repair-home (and repair-home/*): the repair landing. */
export function RepairHomePage() {
  usePageMeta(REPAIR_HOME_PAGE_META);
  return (
    <PageWrap>
      <PageHeading>Repair Services</PageHeading>
      <RepairLanding />
    </PageWrap>
  );
}
