import type { MouseEvent } from 'react';
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
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-disabled='true']) { background: ${(p) => p.theme.colors.surfaceRaised}; }
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.primaryText};
    background: ${(p) => p.theme.colors.primaryFill};
    border-color: ${(p) => p.theme.colors.primaryFill};
    font-weight: 700;
  }
  &:disabled, &[aria-disabled='true'] { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * For pages that live in the URL: each page is then a link to its address, so it works in the
   * server's HTML before the app has started, opens in a new tab, and is followed by crawlers. A
   * plain click still calls `onPageChange` (no page load).
   */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  maxLinks?: number;
  className?: string;
}

/** A click the app handles itself: the main button, no key asking for a new tab or window. */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/** Previous / next and at most 5 page buttons (or links) around the current page; nothing for one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  hrefFor,
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
  /** A page's control: a button, or with `hrefFor` a link (a disabled one has no address). */
  const control = (target: number, disabled: boolean) =>
    hrefFor
      ? {
          as: 'a' as const,
          href: disabled ? undefined : hrefFor(target),
          role: disabled ? 'link' : undefined,
          'aria-disabled': disabled || undefined,
          onClick: (event: MouseEvent) => {
            if (disabled || !plainClick(event)) return;
            event.preventDefault();
            go(target);
          },
        }
      : { type: 'button' as const, disabled, onClick: () => go(target) };
  return (
    <Nav aria-label={label} className={className}>
      <List>
        <li>
          <PageButton aria-label="Previous page" {...control(current - 1, current <= 1)}>
            <ChevronLeftIcon />
          </PageButton>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <PageButton
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              {...control(n, false)}
            >
              {n}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton aria-label="Next page" {...control(current + 1, current >= totalPages)}>
            <ChevronRightIcon />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
