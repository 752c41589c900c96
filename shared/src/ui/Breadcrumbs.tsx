import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TEXT_LIMITS } from '../constants/spec';
import { truncate } from '../lib/text';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  & + &::before {
    content: '/';
    /* Empty alt text: the separator is decorative (the list semantics already separate). */
    content: '/' / '';
    color: ${(p) => p.theme.colors.borderStrong};
  }
  a { color: ${(p) => p.theme.colors.textMuted}; text-decoration: none; }
  a:hover { color: ${(p) => p.theme.colors.text}; text-decoration: underline; }
`;

const Current = styled.span`
  color: ${(p) => p.theme.colors.text};
`;

export interface BreadcrumbItem {
  label: string;
  to?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /**
   * Labels longer than this are cut with '…' (20, docs/product.md#catalogue-and-search; pass 30 for
   * a product name item).
   */
  maxLabel?: number;
  /** Per-item override of maxLabel, e.g. the product name as the last item. */
  maxLastLabel?: number;
  className?: string;
}

/** Trail of links; the last item is plain text marked aria-current="page". */
export function Breadcrumbs({
  items,
  maxLabel = TEXT_LIMITS.breadcrumbLabel,
  maxLastLabel,
  className,
}: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <List>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          const shown = truncate(item.label, last ? (maxLastLabel ?? maxLabel) : maxLabel);
          const title = shown !== item.label ? item.label : undefined;
          return (
            <Item key={`${item.to ?? ''}|${item.label}`}>
              {last || !item.to ? (
                <Current aria-current={last ? 'page' : undefined} title={title}>
                  {shown}
                </Current>
              ) : (
                <Link to={item.to} title={title}>
                  {shown}
                </Link>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
