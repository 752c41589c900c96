import { useEffect, useRef, useState } from 'react';
import styled, { type DefaultTheme, keyframes } from 'styled-components';
import type { EventPayload } from '../events/bus';
import { CloseIcon } from './icons';
import type { ToastStatus } from './toast';

/** A toast as the Toaster holds it: the bus's payload with its id and a render key. */
export type ToastItem = EventPayload<'toast'> & { id: string; key: number };

const slideIn = keyframes`from { opacity: 0; transform: translateY(-12px); }`;

function statusColor(t: DefaultTheme, status: ToastStatus): string {
  return t.colors[status === 'error' ? 'danger' : status];
}

const Item = styled.div<{ $status: ToastStatus }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 8px;
  width: 100%;
  padding: 12px 8px 12px 14px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => statusColor(p.theme, p.$status)};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.overlay};
  animation: ${slideIn} 180ms ${(p) => p.theme.motion.easing};
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 2px 0 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  color: ${(p) => p.theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; }
`;

/**
 * One toast (Toaster): loaded with the other views no first paint shows (`loadOverlayViews`), at
 * the shopper's first press or key or the first toast.
 */
export function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  // Pauses while hovered or focused, so a toast being read or acted on does not vanish (WCAG 2.2.1).
  useEffect(() => {
    const left = remaining.current;
    if (left == null || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), left);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - started));
    };
  }, [paused, item.id, onDismiss]);

  const urgent = item.status === 'error' || item.status === 'warning';
  return (
    <Item
      $status={item.status}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-status={item.status}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Text>
        <Title>{item.title}</Title>
        {item.description && <Description>{item.description}</Description>}
      </Text>
      <Close type="button" aria-label="Close notification" onClick={() => onDismiss(item.id)}>
        <CloseIcon size={16} />
      </Close>
    </Item>
  );
}
