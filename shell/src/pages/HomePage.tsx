import { SITE_NAME, usePageMeta, VisuallyHidden } from 'shared';
import styled from 'styled-components';
import { RemoteWidget } from '../remotes/RemoteWidget';

export const HOME_DESCRIPTION =
  'Shop gaming consoles, gaming PCs, laptops and PC parts in India at discounted prices, with device repair, PS4/PS5 game loading and price-match discount requests.';

/**
 * Home composes widgets of two remotes: services' banner and promos, catalogue's featured
 * carousels. Section headings are theirs; each slot reserves its height (no layout shift).
 */
export function HomePage() {
  usePageMeta({
    title: 'Consoles, gaming PCs and PC parts',
    description: HOME_DESCRIPTION,
    canonicalPath: '/',
  });
  return (
    <Page>
      <VisuallyHidden as="h1">{SITE_NAME}: consoles, gaming PCs and PC parts</VisuallyHidden>
      <RemoteWidget remote="mf_services" module="./HomePromos" placeholderStyle={{ minHeight: 360 }} />
      <RemoteWidget remote="mf_catalog" module="./FeaturedSections" placeholderStyle={{ minHeight: 480 }} />
    </Page>
  );
}

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 24px 24px 0;
  display: flex;
  flex-direction: column;
  gap: 32px;

  ${(p) => p.theme.media.mobile} {
    padding: 16px 12px 0;
    gap: 24px;
  }
`;
