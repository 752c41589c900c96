import type { ReactNode } from 'react';
import { ErrorBox, Spinner } from 'shared';
import { type BreadcrumbItem, Breadcrumbs } from 'shared/kit';
import styled from 'styled-components';
import { CATALOG_MESSAGES } from '../../catalog';

export interface BrowseLayoutProps {
  breadcrumbs: readonly BreadcrumbItem[];
  title: string;
  description?: string | null;
  children: ReactNode;
}

/** A category or subcategory page: breadcrumbs, heading, then the groups or the filtered grid. */
export function BrowseLayout({ breadcrumbs, title, description, children }: BrowseLayoutProps) {
  return (
    <Page>
      <Trail items={breadcrumbs} />
      <Intro>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </Intro>
      {children}
    </Page>
  );
}

/** While the category structure loads: the page keeps its frame (no jump when it arrives). */
export function BrowseLoading() {
  return (
    <Page>
      <Centre>
        <Spinner label="Loading categories" />
      </Centre>
    </Page>
  );
}

export function BrowseError({ onRetry }: { onRetry: () => void }) {
  return (
    <Page>
      <ErrorBox message={CATALOG_MESSAGES.categoriesFailed} onRetry={onRetry} />
    </Page>
  );
}

export const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 20px 24px 40px;
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;

  ${(p) => p.theme.media.mobile} {
    padding: 12px 12px 32px;
    gap: 18px;
  }
`;

const Trail = styled(Breadcrumbs)`
  /* 'HOME' (docs/product.md#catalogue-and-search); the text stays 'Home' for screen readers. */
  li:first-child a {
    text-transform: uppercase;
  }
`;

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: 6px;

  h1 {
    margin: 0;
    font-size: clamp(24px, 3vw, 32px);
    line-height: 1.2;
  }
  p {
    margin: 0;
    max-width: 72ch;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;
