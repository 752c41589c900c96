import styled from 'styled-components';
import { PAGINATION_MAX_LINKS } from '../constants/spec';
import { paginationWindow } from '../lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: 16px 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 10px;
  font: inherit;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${(p) => p.theme.colors.surfaceRaised}; }
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.primaryText};
    background: ${(p) => p.theme.colors.primaryFill};
    border-color: ${(p) => p.theme.colors.primaryFill};
    font-weight: 700;
  }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  maxLinks?: number;
  className?: string;
}

/** Previous / next and at most 5 page buttons around the current page; nothing for one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  maxLinks = PAGINATION_MAX_LINKS,
  className,
}: PaginationProps) {
  const pages = paginationWindow(page, totalPages, maxLinks);
  if (pages.length <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
  };
  return (
    <Nav aria-label={label} className={className}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </PageButton>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <PageButton
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => go(n)}
            >
              {n}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton
            type="button"
            aria-label="Next page"
            disabled={current >= totalPages}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
