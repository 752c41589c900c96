import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

export interface FilterSectionProps {
  title: string;
  /** Extra content after the title (the price range's pending dot). */
  adornment?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A collapsible group of the filter panel: a heading with a disclosure button. */
export function FilterSection({ title, adornment, defaultOpen = true, children }: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <Section>
      <Heading>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{title}</span>
          {adornment}
          <Chevron aria-hidden="true" $open={open} />
        </Toggle>
      </Heading>
      <Content id={contentId} hidden={!open}>
        {children}
      </Content>
    </Section>
  );
}

const Section = styled.section`
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  padding: 4px 0 12px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 40px;
  padding: 0;
  font: inherit;
  font-weight: 700;
  color: ${(p) => p.theme.colors.text};
  text-align: left;
  background: none;
  border: 0;
  cursor: pointer;
  > span:first-child { flex: 1; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

const Chevron = styled.span<{ $open: boolean }>`
  width: 8px;
  height: 8px;
  margin-right: 4px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${(p) => (p.$open ? '-135deg' : '45deg')});
  transition: transform ${(p) => p.theme.motion.fast};
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding-top: 4px;
  &[hidden] { display: none; }
`;
