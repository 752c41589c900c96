import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { TOAST } from '../constants/spec';
import { bus } from '../events/bus';
import { useHydrated } from '../hooks/useHydrated';
import { KEEP_INTERACTIVE_ATTR } from './modal/inert';
import { useOverlayViews } from './overlay-views';
import type { ToastItem } from './ToastView';

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
        <ToastSlot key={t.key} item={t} onDismiss={dismiss} />
      ))}
    </Region>,
    document.body,
  );
}

function ToastSlot(props: { item: ToastItem; onDismiss: (id: string) => void }) {
  const views = useOverlayViews();
  return views ? <views.ToastView {...props} /> : null;
}
