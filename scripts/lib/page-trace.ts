import type { Page } from 'playwright-core';
import { throttledSession } from './web-vitals';

/** One request of a page load, times in ms from the document request. */
export interface TracedRequest {
  url: string;
  type: string;
  priority: string;
  startMs: number;
  endMs: number | null;
  /** Bytes on the wire (compressed). */
  bytes: number;
}

export interface LcpCandidate {
  ms: number;
  size: number;
  element: string;
  url: string;
}

export interface PageTrace {
  fcpMs: number | null;
  lcp: LcpCandidate[];
  longTasks: { startMs: number; durationMs: number }[];
  requests: TracedRequest[];
}

interface Observed {
  lcp: LcpCandidate[];
  longTasks: { startMs: number; durationMs: number }[];
}

/**
 * Loads `url` under the bench's throttling (cold cache: give each call a new context) and records
 * what `pnpm bench:web`'s single LCP figure hides: every request with its timing and priority,
 * the main thread's long tasks and each LCP candidate with its element. Request times count from
 * the document request, page times from navigation start (a few ms apart).
 */
export async function tracePageLoad(page: Page, url: string): Promise<PageTrace> {
  const cdp = await throttledSession(page);
  const byId = new Map<string, TracedRequest & { startedAt: number }>();
  let origin: number | null = null;
  cdp.on('Network.requestWillBeSent', (e) => {
    origin ??= e.timestamp;
    byId.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? '',
      priority: e.request.initialPriority,
      startedAt: e.timestamp,
      startMs: (e.timestamp - origin) * 1000,
      endMs: null,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = byId.get(e.requestId);
    if (!request || origin === null) return;
    request.endMs = (e.timestamp - origin) * 1000;
    request.bytes = e.encodedDataLength;
  });

  await page.addInitScript(() => {
    const seen: Observed = { lcp: [], longTasks: [] };
    (window as unknown as { __trace: Observed }).__trace = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        size: number;
        url: string;
        element: Element | null;
      })[]) {
        const el = entry.element;
        const text = (el?.textContent ?? '').trim().slice(0, 40);
        seen.lcp.push({
          ms: entry.startTime,
          size: entry.size,
          element: el ? `<${el.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}` : '(removed)',
          url: entry.url,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });

  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1500);
  const observed = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { ...(window as unknown as { __trace: Observed }).__trace, fcpMs: fcp?.startTime ?? null };
  });
  await cdp.detach();
  const requests = [...byId.values()]
    .map(({ startedAt: _, ...request }) => request)
    .sort((a, b) => a.startMs - b.startMs);
  return { ...observed, requests };
}

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0)).padStart(5);

/** The trace as text: LCP candidates, long tasks, then the request waterfall. */
export function formatTrace(trace: PageTrace, shorten: (url: string) => string = (u) => u): string {
  const lines = [`FCP ${ms(trace.fcpMs).trim()} ms`, 'LCP candidates (ms, px², element):'];
  for (const c of trace.lcp) {
    lines.push(
      `  ${ms(c.ms)}  ${String(c.size).padStart(7)}  ${c.element}${c.url ? ` ${shorten(c.url)}` : ''}`,
    );
  }
  lines.push('long tasks (start ms, duration ms):');
  lines.push(
    `  ${trace.longTasks.map((t) => `${t.startMs.toFixed(0)}+${t.durationMs.toFixed(0)}`).join('  ')}`,
  );
  lines.push('requests (start, end ms, KiB on the wire, priority, type, url):');
  for (const r of trace.requests) {
    lines.push(
      `  ${ms(r.startMs)} ${ms(r.endMs)} ${(r.bytes / 1024).toFixed(1).padStart(6)}  ${r.priority.padEnd(8)} ${r.type.padEnd(8)} ${shorten(r.url)}`,
    );
  }
  return lines.join('\n');
}
