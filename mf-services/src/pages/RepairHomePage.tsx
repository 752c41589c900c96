import { usePageMeta } from 'shared';
import { PageHeading, PageWrap } from 'shared/kit';
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
