import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { focusMainHeading, modalIsOpen } from '../../lib/focus';
import { CloseIcon } from '../icons';
import { focusInitial, trapTab } from './focus';
import { inertOthers } from './inert';
import type { ModalSurfaceProps, SurfaceSize, SurfaceVariant } from './ModalSurface';
import { lockBodyScroll } from './scroll-lock';

// The open modal's code: no first paint shows one (ADR 5), so it loads with the other overlay
// views (`loadOverlayViews`), at the shopper's first press or key or when a modal opens before that.

const widths: Record<SurfaceSize, string> = { sm: '420px', md: '560px', lg: '820px' };

const fadeScale = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;
const slideLeft = keyframes`from { transform: translateX(-100%); }`;
const slideRight = keyframes`from { transform: translateX(100%); }`;
const fadeIn = keyframes`from { opacity: 0; }`;

function placement(variant: SurfaceVariant, size: SurfaceSize) {
  switch (variant) {
    case 'dialog':
      return css`
        inset: 0;
        margin: auto;
        height: fit-content;
        width: min(calc(100vw - 32px), ${widths[size]});
        max-height: 90vh;
        max-height: 90dvh;
        border-radius: ${(p) => p.theme.radii.lg};
        animation: ${fadeScale} 180ms ${(p) => p.theme.motion.easing};
      `;
    case 'bottom':
      return css`
        inset: auto 0 0 0;
        margin: 0;
        width: 100%;
        max-width: 100%;
        max-height: 90vh;
        max-height: 90dvh;
        border-radius: ${(p) => p.theme.radii.lg} ${(p) => p.theme.radii.lg} 0 0;
        border-bottom: 0;
        animation: ${slideUp} 220ms ${(p) => p.theme.motion.easing};
      `;
    case 'left':
    case 'right':
      return css`
        inset: ${variant === 'left' ? '0 auto 0 0' : '0 0 0 auto'};
        margin: 0;
        width: min(86vw, 380px);
        height: 100%;
        max-height: 100%;
        border-radius: 0;
        animation: ${variant === 'left' ? slideLeft : slideRight} 220ms ${(p) => p.theme.motion.easing};
      `;
  }
}

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndex.drawer};
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${(p) => p.theme.colors.backdrop};
  animation: ${fadeIn} 180ms ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Panel = styled.div<{ $variant: SurfaceVariant; $size: SurfaceSize }>`
  position: absolute;
  display: flex;
  flex-direction: column;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.overlay};
  overflow: hidden;
  ${(p) => placement(p.$variant, p.$size)}
  &:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 16px 16px 8px 20px;
`;

const Handle = styled.span`
  align-self: center;
  width: 40px;
  height: 4px;
  margin-top: 8px;
  border-radius: 2px;
  background: ${(p) => p.theme.colors.borderStrong};
`;

const Headings = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 6px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.xl};
  line-height: 1.25;
`;

const Description = styled.p`
  margin: 4px 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: ${(p) => p.theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.colors.text}; background: ${(p) => p.theme.colors.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 8px 20px 20px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 20px calc(12px + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

/** The open surface itself: rendered by `ModalSurface` into a portal on <body>. */
export function OpenSurface({
  onClose,
  title,
  description,
  children,
  footer,
  variant,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Close',
  className,
  opener: openerRef,
}: ModalSurfaceProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const focusTargetRef = useRef(initialFocusRef);
  focusTargetRef.current = initialFocusRef;
  // What had the focus when the modal was asked for (ModalSurface notes it; read once, on opening).
  const openerAtOpening = useRef(openerRef);
  openerAtOpening.current = openerRef;
  const titleId = useId();
  const descriptionId = useId();

  // Once per opening, before paint: lock, isolate, focus; undone in reverse on close.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return;
    const opener =
      openerAtOpening.current?.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const unlock = lockBodyScroll();
    const restoreInert = inertOthers(root);
    focusInitial(panel, bodyRef.current, focusTargetRef.current?.current);
    return () => {
      restoreInert();
      unlock();
      // Focus goes back to whatever opened the modal (WCAG 2.4.3); when the opener is gone (the
      // 'Clear Cart' button of a cart just emptied), to the page's main heading, not <body>.
      // Another modal still open (this one was stacked) keeps the focus where it returns.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      else if (!modalIsOpen(root)) focusMainHeading();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stops here so an outer modal (React events bubble through portals) stays open.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (panelRef.current && trapTab(panelRef.current, event)) event.stopPropagation();
  };

  return (
    <Root ref={rootRef} data-modal-root="">
      {/* A press that starts in the panel and ends here targets Root, so it does not close. */}
      <Backdrop aria-hidden="true" data-testid="modal-backdrop" onClick={() => onCloseRef.current()} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-variant={variant}
        className={className}
        $variant={variant}
        $size={size}
        onKeyDown={onKeyDown}
      >
        {variant === 'bottom' && <Handle aria-hidden="true" />}
        <Header>
          <Headings>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </Headings>
          <CloseButton type="button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Root>
  );
}
