import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from 'shared';
import { POLICY_PAGES, type PolicyPath, policyPage } from 'shared/contracts';
import { PageHeading, PageWrap } from 'shared/kit';
import styled from 'styled-components';

/**
 * A policy page (docs/product.md#seller-and-policies): its head (title, description, canonical),
 * its heading, its sections and links to the other policies. The text is static and rendered on
 * the server; only the seller's details come from the database (`SellerDetails`).
 */
export function PolicyPage({
  path,
  intro,
  children,
}: {
  path: PolicyPath;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const page = policyPage(path) ?? POLICY_PAGES[0];
  usePageMeta({ title: page.title, description: page.description, canonicalPath: page.path });
  return (
    <PageWrap $maxWidth={860}>
      <article>
        <PageHeading>{page.title}</PageHeading>
        {intro && <Intro>{intro}</Intro>}
        <Body>{children}</Body>
      </article>
      <Others aria-label="Other policies">
        <h2>Other policies</h2>
        <ul>
          {POLICY_PAGES.filter((p) => p.path !== page.path).map((p) => (
            <li key={p.path}>
              <Link to={p.path}>{p.label}</Link>
            </li>
          ))}
        </ul>
      </Others>
    </PageWrap>
  );
}

const Intro = styled.p`
  margin: 0 0 20px;
  font-size: ${(p) => p.theme.fontSize.lg};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Readable text: sections with h2 headings, paragraphs and lists; long words wrap on a phone. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  line-height: 1.6;
  overflow-wrap: anywhere;

  section > h2 {
    margin: 0 0 8px;
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  p {
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 4px;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Others = styled.nav`
  margin-top: 40px;
  padding-top: 20px;
  border-top: 1px solid ${(p) => p.theme.colors.border};

  h2 {
    margin: 0 0 10px;
    font-size: ${(p) => p.theme.fontSize.md};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 4px 0;
    color: ${(p) => p.theme.colors.text};
  }
  a:hover {
    color: ${(p) => p.theme.colors.primary};
  }
`;
