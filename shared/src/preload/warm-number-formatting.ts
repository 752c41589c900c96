/**
 * The first `Intl.NumberFormat('en-IN')` in a document loads the locale's ICU data: ~80 ms of
 * main thread on a throttled phone (4x CPU), which used to land inside the first page's render
 * (prices, counts). The entry calls this while the main thread waits for the scripts, so the
 * render finds the data loaded (docs/adr/0005). Later formatters of any style cost ~0.2 ms.
 */
export function warmNumberFormatting(): void {
  if (typeof window === 'undefined') return;
  const warm = () => {
    try {
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(0);
    } catch {
      // An engine without the locale formats with its default; nothing to warm.
    }
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 500 });
  else window.setTimeout(warm, 0);
}
