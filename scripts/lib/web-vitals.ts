import type { Browser, CDPSession, Page } from 'playwright-core';

export interface PageLoadFigures {
  jsBytes: number;
  jsRequests: number;
  /** Scripts the store's service worker answered (a repeat visit; 0 on a cold one). */
  jsFromWorker: number;
  /** Bytes of the scripts the network answered (the worker's left out). */
  jsNetworkBytes: number;
  lcpMs: number;
  cls: number;
  /** The LCP element's image, when it is one. */
  lcpUrl: string | null;
}

/** Throttled mobile profile measured here: 4x CPU, 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
export const MOBILE_THROTTLING = {
  cpuRate: 4,
  latencyMs: 150,
  downloadBytesPerSec: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSec: (750 * 1024) / 8,
};

/**
 * The phone the benches emulate: its viewport, and a phone's user agent (a real phone's request
 * says it is one, and the server renders the phone layout for it: shell/server/http/server-render.ts).
 */
export const MOBILE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

/**
 * One unmeasured load of `url` on the benches' phone, before the measured ones: it fills the
 * server's compression cache and shared answers (ADR 17) for the phone layout the runs get, as
 * on a running shop.
 */
/**
 * A repeat visit (docs/adr/0025): in one phone context, `url` is loaded until the store's service
 * worker controls it and once more (the worker keeps what that load uses), then measured like a
 * cold run. The HTTP cache stays off, so what is not re-downloaded is the worker's doing.
 */
export async function measureRepeatVisit(browser: Browser, url: string): Promise<PageLoadFigures> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // Registered 10 s after the load event (shell/src/features/app-status).
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 60_000,
    });
    await page.reload({ waitUntil: 'networkidle' });
    const measured = await context.newPage();
    return await measurePageLoad(measured, url);
  } finally {
    await context.close();
  }
}

export async function loadOnceUnmeasured(browser: Browser, url: string): Promise<void> {
  const warm = await browser.newContext(MOBILE_CONTEXT);
  await (await warm.newPage()).goto(url, { waitUntil: 'networkidle' });
  await warm.close();
}

/** A CDP session on `page` with the cache off and the throttled mobile profile applied. */
export async function throttledSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.latencyMs,
    downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSec,
    uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSec,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuRate });
  return cdp;
}

/**
 * Loads `url` in a fresh page under throttling and returns the JS bytes on the wire (encoded,
 * i.e. gzip as served), the JS request count, LCP and CLS. Cold cache: the caller gives each
 * run a new browser context.
 */
export async function measurePageLoad(page: Page, url: string): Promise<PageLoadFigures> {
  const cdp = await throttledSession(page);

  const scriptRequests = new Set<string>();
  const fromWorker = new Set<string>();
  let jsBytes = 0;
  let jsNetworkBytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    scriptRequests.add(e.requestId);
    if (e.response.fromServiceWorker) fromWorker.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!scriptRequests.has(e.requestId)) return;
    jsBytes += e.encodedDataLength;
    if (!fromWorker.has(e.requestId)) jsNetworkBytes += e.encodedDataLength;
  });

  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number; __lcpUrl: string | null };
    w.__lcp = 0;
    w.__cls = 0;
    w.__lcpUrl = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url?: string })[]) {
        w.__lcp = entry.startTime;
        w.__lcpUrl = entry.url || null;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // Let late layout shifts and the final LCP candidate land before reading them.
  await page.waitForTimeout(1500);
  const { lcp, cls, lcpUrl } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number; __lcpUrl: string | null };
    return { lcp: w.__lcp, cls: w.__cls, lcpUrl: w.__lcpUrl };
  });
  await cdp.detach();
  return {
    jsBytes,
    jsRequests: scriptRequests.size,
    jsFromWorker: fromWorker.size,
    jsNetworkBytes,
    lcpMs: lcp,
    cls,
    lcpUrl,
  };
}

/**
 * The floor of a route's LCP (docs/benchmarks.md): the time to download its HTML and then its
 * LCP image on the same throttled link with nothing else, one after the other as a page must.
 * `page` must be an idle page of the store's origin (its policy allows fetching both).
 */
export async function measureFloor(page: Page, htmlUrl: string, imageUrl: string | null): Promise<number> {
  const cdp = await throttledSession(page);
  const ms = await page.evaluate(
    async ([html, image]) => {
      const started = performance.now();
      await (await fetch(html as string, { cache: 'no-store' })).text();
      if (image) await (await fetch(image, { cache: 'no-store', mode: 'no-cors' })).blob();
      return performance.now() - started;
    },
    [htmlUrl, imageUrl] as const,
  );
  await cdp.detach();
  return ms;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
