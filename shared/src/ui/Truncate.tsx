import type { ElementType } from 'react';
import styled from 'styled-components';
import { truncate } from '../lib/text';

const Clamp = styled.span<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${(p) => p.$lines};
  line-clamp: ${(p) => p.$lines};
  overflow: hidden;
`;

export interface TruncateProps {
  text: string;
  /** Cut to this many characters ('…' included); the full text goes to the title tooltip. */
  max?: number;
  /** Alternatively clamp visually to this many lines (CSS), keeping the full text for readers. */
  lines?: number;
  as?: ElementType;
  className?: string;
}

export function Truncate({ text, max, lines, as, className }: TruncateProps) {
  if (lines != null) {
    return (
      <Clamp as={as} $lines={lines} className={className} title={text}>
        {text}
      </Clamp>
    );
  }
  const shown = max != null ? truncate(text, max) : text;
  const Tag = as ?? 'span';
  return (
    <Tag className={className} title={shown !== text ? text : undefined}>
      {shown}
    </Tag>
  );
}
