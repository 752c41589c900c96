import type { KeyboardEvent, MouseEvent } from 'react';
import { useCallback } from 'react';
import { createPath, type To, useHref, useNavigate } from 'react-router-dom';

type ClickLike = Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'preventDefault'>;

/** True when the click asks for a new tab: middle button, or Ctrl/Cmd/Shift + click. */
export function wantsNewTab(event: ClickLike): boolean {
  return event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
}

export function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

/**
 * Programmatic navigation that behaves like a link: a middle click (auxclick, button 1) or a
 * modified click opens the target in a new tab (docs/product.md#common-rules).
 * Real `<a href>` elements (react-router `Link`) already do this natively; use this for
 * clickable cards and buttons that navigate from JavaScript.
 *
 *   const go = useNavigateWithMiddleClick();
 *   <Card {...go.handlers('/product/ps5')} />
 */
export function useNavigateWithMiddleClick() {
  const navigate = useNavigate();
  const resolveHref = useResolveHref();

  const go = useCallback(
    (to: To, event?: ClickLike) => {
      if (event && wantsNewTab(event)) {
        event.preventDefault();
        openInNewTab(resolveHref(to));
        return;
      }
      void navigate(to);
    },
    [navigate, resolveHref],
  );

  const handlers = useCallback(
    (to: To) => ({
      onClick: (event: MouseEvent) => go(to, event),
      onAuxClick: (event: MouseEvent) => {
        if (event.button === 1) go(to, event);
      },
      // Some browsers start autoscroll on middle mousedown; suppress it so auxclick fires.
      onMouseDown: (event: MouseEvent) => {
        if (event.button === 1) event.preventDefault();
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) {
          event.preventDefault();
          go(to);
        }
      },
    }),
    [go],
  );

  return Object.assign(go, { handlers });
}

/** Resolves a router target to an href that includes the router's basename. */
function useResolveHref(): (to: To) => string {
  const base = useHref('/');
  return useCallback(
    (to: To) => {
      const path = typeof to === 'string' ? to : createPath(to);
      if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
      return `${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
    },
    [base],
  );
}
