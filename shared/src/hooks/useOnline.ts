import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has a connection (`navigator.onLine`, its online and offline
 * events). True on the server and while hydrating, as the server rendered. Actions that need the
 * network are disabled with a reason while it is false (docs/adr/0025).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** What a button that needs the network says while offline. */
export const OFFLINE_ACTION_MESSAGE = 'You are offline. Connect to the internet to do this.';
