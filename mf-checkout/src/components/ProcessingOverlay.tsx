import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from 'shared';
import styled from 'styled-components';

export interface ProcessingOverlayProps {
  open: boolean;
  /** The overlay's heading (its accessible name); default 'Placing your order...'. */
  title?: string;
}

const PLACING_TITLE = 'Placing your order...';

/**
 * Covers the page while the order is placed or its payment confirmed (docs/product.md#orders,
 * #payments): nothing can be clicked twice.
 */
export function ProcessingOverlay({ open, title = PLACING_TITLE }: ProcessingOverlayProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // Focus moves in (the page behind is inert) and is announced; it returns with the page.
  useEffect(() => {
    if (open) boxRef.current?.focus();
  }, [open]);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Backdrop role="alertdialog" aria-modal="true" aria-labelledby="placing-order-title" aria-busy="true">
      <Box ref={boxRef} tabIndex={-1}>
        <Spinner size={40} label={title.replace(/(\.\.\.|…)$/, '')} />
        <h2 id="placing-order-title">{title}</h2>
        <p>Please don't close or refresh this page.</p>
      </Box>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: 24px;
  background: ${(p) => p.theme.colors.backdrop};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 32px 40px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.overlay};
  text-align: center;
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
