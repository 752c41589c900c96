/**
 * Taps that come before the app has started on a server-rendered page. The HTML is on screen
 * (and looks ready) well before the scripts hydrate it, and a button has no behaviour until then:
 * without this a shopper's early tap on 'Page 2' or 'Add to Cart' would do nothing. The entry
 * notes the last button tapped; once hydrated, the app presses it again. Links need nothing (the
 * browser follows them itself), and from the moment `hydrateRoot` is called React replays
 * events on its own, so capturing stops there. Free of imports: it runs in the entry.
 */
const REPLAYED = 'button, [role="button"], [role="tab"]';

let last: HTMLElement | null = null;
let listening = false;

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
  if (target && !target.closest('a[href]') && document.getElementById('root')?.contains(target))
    last = target;
}

/** Starts noting taps, on a server-rendered page only (elsewhere nothing is on screen yet). */
export function captureEarlyClicks(): void {
  if (typeof document === 'undefined' || !('__STORE_SSR__' in window)) return;
  document.addEventListener('click', onClick, true);
  listening = true;
}

/** Stops noting taps: called as React takes over the page (hydrating it, or rendering it anew). */
export function stopCapturingClicks(): void {
  if (!listening) return;
  document.removeEventListener('click', onClick, true);
  listening = false;
}

/** Presses the last early-tapped button again, if the started app still shows it. */
export function replayEarlyClick(): void {
  stopCapturingClicks();
  const target = last;
  last = null;
  if (target?.isConnected && !(target as HTMLButtonElement).disabled) target.click();
}
