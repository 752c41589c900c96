import { useMemo } from 'react';
import { Button } from 'shared';
import styled from 'styled-components';
import { CATALOG_MESSAGES, useCategoryStructure } from '../../catalog';
import { featuredGroups } from '../lib/featured-groups';
import { FeaturedSection } from './FeaturedSection';

/**
 * The home page's featured carousels, one per subcategory in the catalogue's order. Each section
 * loads its products as it nears the viewport, so the page never fires ~29 requests at once.
 */
export function FeaturedSectionsList() {
  const structure = useCategoryStructure();
  const groups = useMemo(() => featuredGroups(structure.data), [structure.data]);

  if (structure.isPending)
    return (
      <List aria-busy="true">
        <FeaturedSection />
        <FeaturedSection />
      </List>
    );
  if (structure.isError)
    return (
      <Failure role="alert">
        <p>{CATALOG_MESSAGES.featuredFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => structure.refetch()}>
          Retry
        </Button>
      </Failure>
    );
  return (
    <List>
      {groups.map((group) => (
        <FeaturedSection key={group.key} group={group} />
      ))}
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 36px;

  ${(p) => p.theme.media.mobile} {
    gap: 28px;
  }
`;

const Failure = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};

  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
