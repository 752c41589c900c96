import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon, ErrorBox, Skeleton, Spinner } from 'shared';
import type { CatalogCategory, CatalogLabel, CatalogPanelProps, CatalogSubcategory } from 'shared/contracts';
import styled from 'styled-components';
import {
  CATALOG_MESSAGES,
  categoryPath,
  findCategory,
  labelPath,
  subcategoryPath,
  useCategoryStructure,
} from '../../catalog';

/** Label icons are fixed-size boxes: images arriving later do not move the list. */
const LABEL_ICON_SIZE = 28;

/**
 * The shop catalogue side panel (header drawer, mobile catalogue drawer): categories that expand
 * to their subcategories and label icons, each a link (/{category}, /{category}/{subcategory},
 * /{category}/{subcategory}?label=). The category of the current page starts expanded.
 */
export function CatalogPanel({ onNavigate }: CatalogPanelProps) {
  const structure = useCategoryStructure();
  const { pathname } = useLocation();
  const current = findCategory(structure.data, safeDecode(pathname.split('/')[1] ?? ''));
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  // Until the shopper toggles anything, the current page's category is open.
  const open = expanded ?? new Set(current ? [current.slug] : []);

  const toggle = (slug: string) => {
    const next = new Set(open);
    if (next.has(slug)) next.delete(slug);
    else next.add(slug);
    setExpanded(next);
  };

  if (structure.isPending) {
    return (
      <Loading aria-busy="true">
        <Spinner label="Loading categories" />
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={i} height={44} />
        ))}
      </Loading>
    );
  }
  if (structure.isError) {
    return <ErrorBox message={CATALOG_MESSAGES.categoriesFailed} onRetry={() => structure.refetch()} />;
  }
  if (structure.data.categories.length === 0) {
    return <Empty role="status">{CATALOG_MESSAGES.noCategories}</Empty>;
  }

  return (
    <nav aria-label="Shop categories">
      <Categories>
        {structure.data.categories.map((category) => (
          <CategoryItem
            key={category.slug}
            category={category}
            open={open.has(category.slug)}
            onToggle={() => toggle(category.slug)}
            onNavigate={onNavigate}
          />
        ))}
      </Categories>
    </nav>
  );
}

interface CategoryItemProps {
  category: CatalogCategory;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

function CategoryItem({ category, open, onToggle, onNavigate }: CategoryItemProps) {
  const listId = useId();
  return (
    <li>
      <CategoryRow>
        <CategoryLink to={categoryPath(category.name)} onClick={onNavigate}>
          {category.name}
        </CategoryLink>
        <ToggleButton
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${category.name} subcategories`}
          onClick={onToggle}
          $open={open}
        >
          <ChevronDownIcon />
        </ToggleButton>
      </CategoryRow>
      <div id={listId} hidden={!open}>
        {open &&
          (category.subcategories.length === 0 ? (
            <Empty role="status">{CATALOG_MESSAGES.noSubcategories}</Empty>
          ) : (
            <Subcategories>
              {category.subcategories.map((sub) => (
                <SubcategoryItem key={sub.slug} category={category} sub={sub} onNavigate={onNavigate} />
              ))}
            </Subcategories>
          ))}
      </div>
    </li>
  );
}

function SubcategoryItem({
  category,
  sub,
  onNavigate,
}: {
  category: CatalogCategory;
  sub: CatalogSubcategory;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <SubcategoryLink to={subcategoryPath(category.name, sub.name)} onClick={onNavigate}>
        {sub.name}
      </SubcategoryLink>
      {sub.data.labels.length > 0 && (
        <Labels aria-label={`${sub.name} types`}>
          {sub.data.labels.map((label) => (
            <LabelItem key={label.slug} category={category} sub={sub} label={label} onNavigate={onNavigate} />
          ))}
        </Labels>
      )}
    </li>
  );
}

function LabelItem({
  category,
  sub,
  label,
  onNavigate,
}: {
  category: CatalogCategory;
  sub: CatalogSubcategory;
  label: CatalogLabel;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <LabelLink to={labelPath(category.name, sub.name, label.name)} onClick={onNavigate}>
        <IconBox aria-hidden="true">
          {label.display_url && (
            <img
              src={label.display_url}
              alt=""
              width={LABEL_ICON_SIZE}
              height={LABEL_ICON_SIZE}
              decoding="async"
              onError={hideBrokenImage}
            />
          )}
        </IconBox>
        <span>{label.name}</span>
      </LabelLink>
    </li>
  );
}

/** A missing icon leaves its empty box (same size) rather than a broken-image glyph. */
function hideBrokenImage(event: { currentTarget: HTMLImageElement }) {
  event.currentTarget.style.visibility = 'hidden';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const focusRing = `
  &:focus-visible {
    outline: 2px solid #4f8cff;
    outline-offset: 2px;
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: stretch;

  > [role='status'] {
    align-self: center;
    margin-bottom: 8px;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 10px 12px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Categories = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CategoryRow = styled.div`
  display: flex;
  align-items: stretch;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceRaised};
  overflow: hidden;
`;

const CategoryLink = styled(Link)`
  flex: 1;
  min-width: 0;
  padding: 12px 14px;
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const ToggleButton = styled.button<{ $open: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 48px;
  padding: 0;
  border: 0;
  border-left: 1px solid ${(p) => p.theme.colors.border};
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  cursor: pointer;

  svg {
    transition: transform ${(p) => p.theme.motion.fast};
    transform: rotate(${(p) => (p.$open ? '180deg' : '0deg')});
  }
  &:hover {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Subcategories = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 10px 4px 6px 12px;
  list-style: none;
`;

const SubcategoryLink = styled(Link)`
  display: inline-block;
  padding: 4px 2px;
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSize.sm};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.colors.primary};
  }
  ${focusRing}
`;

const Labels = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
`;

const LabelLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 3px 10px 3px 4px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.text};
  }
  ${focusRing}
`;

const IconBox = styled.span`
  flex: none;
  width: ${LABEL_ICON_SIZE}px;
  height: ${LABEL_ICON_SIZE}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
