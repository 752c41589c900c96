import { usePageMeta } from 'shared';
import { PageHeading, PageWrap } from 'shared/kit';
import { SUPPORT_PAGE_META } from 'shared/seo';
import styled from 'styled-components';
import { BackHome, SupportForm } from '../features/support/components/SupportForm';

/** /support: open to guests. */
export function SupportPage() {
  usePageMeta(SUPPORT_PAGE_META);
  return (
    <Narrow>
      <BackHome />
      <PageHeading>Support</PageHeading>
      <Intro>
        Tell us what you need and we will open a chat with our support team, your message already written.
      </Intro>
      <SupportForm />
    </Narrow>
  );
}

const Narrow = styled(PageWrap)`
  max-width: 720px;
`;

const Intro = styled.p`
  margin: -8px 0 20px;
  color: ${(p) => p.theme.colors.textMuted};
`;
