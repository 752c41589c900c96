import { PageHeading, PageWrap, usePageMeta } from 'shared';
import { RepairLanding } from '../features/repair/components/RepairLanding';

/** /repair-home (and repair-home/*): the repair landing. */
export function RepairHomePage() {
  usePageMeta({
    title: 'Repair Services',
    description:
      'Console, gaming PC and laptop repair with free pickup in the Mumbai region: free diagnostic, genuine parts, most repairs in 48-72 hours.',
  });
  return (
    <PageWrap>
      <PageHeading>Repair Services</PageHeading>
      <RepairLanding />
    </PageWrap>
  );
}
