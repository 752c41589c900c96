import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TIMING } from 'shared';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Positioned over the header's bottom edge: appearing and leaving never moves the page. */
const Region = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  height: 0;
  pointer-events: none;
  z-index: 1;
`;

const Bar = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 3px;
  overflow: hidden;
  background: rgba(79, 140, 255, 0.18);

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: linear-gradient(90deg, transparent, ${(p) => p.theme.colors.primary}, transparent);
    animation: ${slide} 0.9s ease-in-out infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
      width: 100%;
    }
  }
`;

const Message = styled.span`
  position: absolute;
  top: 8px;
  left: 50%;
  transform: translateX(-50%);
  padding: 2px 12px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 12px;
  white-space: nowrap;
`;

/** True for about TIMING.navigationLoadingMs (300 ms) after every route change (not on the first page load). */
export function useNavigationPending(delayMs: number = TIMING.navigationLoadingMs): boolean {
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setPending(true);
    const timer = window.setTimeout(() => setPending(false), delayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, delayMs]);
  return pending;
}

/**
 * Navigation first shows a short loading message for about 300 ms: a slim bar on
 * the header's lower edge and a small 'Loading…' message, announced through a status region.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  return (
    <Region role="status" aria-live="polite" data-testid="nav-progress">
      {pending && (
        <>
          <Bar aria-hidden="true" />
          <Message>Loading…</Message>
        </>
      )}
    </Region>
  );
}
