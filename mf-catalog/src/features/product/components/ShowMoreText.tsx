import { type ElementType, useId, useState } from 'react';
import { VisuallyHidden } from 'shared';
import styled from 'styled-components';
import { showMore } from '../lib/show-more';

export interface ShowMoreTextProps {
  text: string;
  /** Characters shown collapsed (title 50, description 200: docs/product.md#catalogue-and-search). */
  limit: number;
  /** The element holding the text (a heading for the title). */
  tag?: ElementType;
  /**
   * Screen readers get the whole text even when collapsed (for a heading, whose accessible name
   * should be the full product name); the cut text is then for the eyes only.
   */
  fullTextForReaders?: boolean;
  className?: string;
}

/** Text cut at `limit` characters with a 'Show More' / 'Show Less' toggle when it is longer. */
export function ShowMoreText({
  text,
  limit,
  tag: Tag = 'p',
  fullTextForReaders = false,
  className,
}: ShowMoreTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { shown, toggles } = showMore(text, limit, expanded);
  const hideCut = fullTextForReaders && shown !== text;
  return (
    <Root className={className}>
      <Tag id={id} className="show-more-text">
        {hideCut ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <VisuallyHidden>{text}</VisuallyHidden>
          </>
        ) : (
          shown
        )}
      </Tag>
      {toggles && (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </Toggle>
      )}
    </Root>
  );
}

const Root = styled.div`
  min-width: 0;
  .show-more-text {
    overflow-wrap: anywhere;
  }
`;

const Toggle = styled.button`
  padding: 2px 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.primary};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
