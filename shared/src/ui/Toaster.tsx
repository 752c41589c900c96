import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { type DefaultTheme, keyframes } from 'styled-components';
import { TOAST } from '../constants/spec';
import { bus, type EventPayload } from '../events/bus';
import { useHydrated } from '../hooks/useHydrated';
import { CloseIcon } from './icons';
import { KEEP_INTERACTIVE_ATTR } from './modal/inert';
import type { ToastStatus } from './toast';

type ToastItem = EventPayload<'toast'> & { id: string; key: number };

const slideIn = keyframes`from { opacity: 0; transform: translateY(-12px); }`;

/** Top centre, above modals (which leave this region interactive). */
const Region = styled.section`
  position: fixed;
  top: calc(12px + env(safe-area-inset-top, 0px));
  left: 50%;
  transform: translateX(-50%);
  z-index: ${(p) => p.theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: min(calc(100vw - 24px), 420px);
  pointer-events: none;
`;

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

export interface ToasterProps {
  /** At most this many on screen; the oldest goes first. */
  max?: number;
}

/** Renders toasts raised anywhere via `toast()` / the bus. Mount once (the shell does). */
export function Toaster({ max = TOAST.maxVisible }: ToasterProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const seq = useRef(0);
  const hydrated = useHydrated();

  useEffect(() => {
    const offToast = bus.on('toast', (payload) => {
      const id = payload.id ?? `toast-${Date.now().toString(36)}-${seq.current}`;
      const item: ToastItem = { ...payload, id, key: ++seq.current };
      setToasts((list) => [...list.filter((t) => t.id !== id), item].slice(-max));
    });
    const offDismiss = bus.on('toast:dismiss', ({ id }) =>
      setToasts((list) => list.filter((t) => t.id !== id)),
    );
    return () => {
      offToast();
      offDismiss();
    };
  }, [max]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  // A portal has no server HTML: it mounts after hydration.
  if (!hydrated) return null;
  return createPortal(
    <Region aria-label="Notifications" data-position="top-center" {...{ [KEEP_INTERACTIVE_ATTR]: '' }}>
      {toasts.map((t) => (
        <ToastView key={t.key} item={t} onDismiss={dismiss} />
      ))}
    </Region>,
    document.body,
  );
}

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
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
