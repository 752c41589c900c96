import { useEffect, useRef, useState } from 'react';
import { Button, useOnline } from 'shared';
import styled from 'styled-components';
import { useAppUpdate } from './app-update-store';

export const APP_STATUS_TEXT = {
  offline:
    'You are offline. Pages you have already opened still work, with the prices they showed then; ordering and your account need a connection.',
  online: 'You are back online.',
  update: 'A new version is available.',
  reload: 'Reload',
} as const;

/** How long "back online" stays before the strip goes. */
const BACK_ONLINE_MS = 4_000;

/** 'offline' while offline; 'online' for a moment after the connection came back; else null. */
function useConnectionNotice(): 'offline' | 'online' | null {
  const online = useOnline();
  const wasOffline = useRef(false);
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);
  if (!online) return 'offline';
  return backOnline ? 'online' : null;
}

/**
 * The strip under the header that says what the connection and the app are doing
 * (docs/adr/0025): offline, back online, or a new version waiting to be loaded. A live region
 * that is always in the page, so a screen reader announces each change.
 */
export function AppStatusBar() {
  const connection = useConnectionNotice();
  const reload = useAppUpdate((s) => s.reload);
  return (
    <div role="status" aria-live="polite" data-testid="app-status">
      {connection === 'offline' && <Strip $tone="warning">{APP_STATUS_TEXT.offline}</Strip>}
      {connection === 'online' && <Strip $tone="success">{APP_STATUS_TEXT.online}</Strip>}
      {reload && (
        <Strip $tone="info">
          <span>{APP_STATUS_TEXT.update}</span>
          <Button size="sm" onClick={reload}>
            {APP_STATUS_TEXT.reload}
          </Button>
        </Strip>
      )}
    </div>
  );
}

const Strip = styled.p<{ $tone: 'warning' | 'success' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 16px;
  margin: 0;
  padding: 10px 16px;
  font-size: 14px;
  text-align: center;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-bottom: 2px solid ${(p) => p.theme.colors[p.$tone]};
`;
