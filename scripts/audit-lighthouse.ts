import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchFlags } from './lib/bench-routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser';
import { startBuiltStore } from './lib/store-under-test';
import { MOBILE_CONTEXT, median } from './lib/web-vitals';

/**
 * `pnpm audit:lighthouse`: Lighthouse 12 (default config: mobile form factor, simulated slow-4G
 * throttling) on the four routes `pnpm bench:web` measures, against the same production build
 * served the same way. Prints per route the four category scores and LCP, TBT and CLS (the
 * median of `--runs N`, default 1), then every accessibility, best-practices or SEO audit that did
 * not pass. It reports figures and is not a gate: it exits non-zero only when a run crashes.
 *   --runs N        Lighthouse runs per route (median)
 *   --skip-build    use the apps' existing builds
 *   --route /path   (repeatable) only those of the four routes
 * With LIGHTHOUSE_REPORTS=<dir> it also writes each run's full report there (JSON, for the
 * Lighthouse viewer or a closer look at the blocking tasks).
 */
const { runs, build, routes: audited } = benchFlags(1);
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility, best-practices and SEO audits that did not pass (scored or not). */
  failed: string[];
  /** The main thread's longest tasks (simulated time), which make up the blocking time. */
  longTasks: string[];
  /** The LCP element's HTML opening tag. */
  lcpElement: string;
}

function figuresOf(lhr: Result): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      const where = nodesOf(audit).slice(0, 3).join(' | ');
      const unscored = ref.weight > 0 ? '' : ' [not scored]';
      return [`${c}: ${audit.id}${unscored} (${audit.title})${where ? `\n      at ${where}` : ''}`];
    }),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as RunFigures['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failed,
    longTasks: longTasksOf(lhr),
    lcpElement: lcpElementOf(lhr),
  };
}

/**
 * The LCP element as Lighthouse saw it (its details are a list of tables with node items), or
 * why Lighthouse could not tell: 12.2.3's trace-elements gatherer fails on some Chromium builds'
 * traces (Debian's 156 here), which costs this line only, not the scores.
 */
function lcpElementOf(lhr: Result): string {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const found = JSON.stringify(audit?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  if (found) return JSON.parse(`"${found[1]}"`).slice(0, 120);
  const why = (audit?.errorMessage ?? 'not reported').split('\n')[0]?.replace(/^.*exception: /, '');
  return `unknown (Lighthouse could not tell: ${why?.slice(0, 90)})`;
}

/** The five longest main-thread tasks: when each started, how long it ran and whose script. */
function longTasksOf(lhr: Result): string[] {
  const details = lhr.audits['long-tasks']?.details as
    | { items?: { url?: string; duration: number; startTime: number }[] }
    | undefined;
  return [...(details?.items ?? [])]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map(
      (t) =>
        `${t.duration.toFixed(0)} ms at ${t.startTime.toFixed(0)} ms  ${(t.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
    );
}

/** The elements an accessibility audit flagged (its table of nodes), by CSS selector. */
function nodesOf(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: { node?: { selector?: string } }[] } | undefined;
  return (details?.items ?? []).flatMap((item) => (item.node?.selector ? [item.node.selector] : []));
}

/** A port nobody listens on now, for Chromium's DevTools endpoint that Lighthouse connects to. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const store = await startBuiltStore({ build });
const port = await freePort();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});

try {
  const rows: { path: string; figures: RunFigures[] }[] = [];
  for (const route of audited) {
    // One unmeasured request first, as in bench:web (a phone's: Lighthouse's mobile preset sends
    // a phone's user agent, and the server renders the phone layout for it): the figures are of
    // a running server.
    await (
      await fetch(`${store.shellUrl}${route.path}`, { headers: { 'user-agent': MOBILE_CONTEXT.userAgent } })
    ).text();
    const figures: RunFigures[] = [];
    for (let i = 0; i < runs; i++) {
      // Each run opens its own tab and clears the origin's storage and cache first (a cold load).
      const result = await lighthouse(`${store.shellUrl}${route.path}`, { port, logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = `${route.path.replace(/[^a-z0-9]+/gi, '_').slice(0, 40) || 'home'}-${i + 1}.json`;
        writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
      }
      figures.push(figuresOf(result.lhr));
    }
    rows.push({ path: route.path, figures });
  }

  console.info(`\n${'route'.padEnd(32)}  perf  a11y    bp   seo  LCP ms  TBT ms  CLS`);
  for (const { path, figures } of rows) {
    const med = (pick: (f: RunFigures) => number) => median(figures.map(pick));
    const scores = CATEGORIES.map((c) => String(med((f) => f.scores[c])).padStart(4)).join('  ');
    console.info(
      `${path.slice(0, 31).padEnd(32)}  ${scores}  ${med((f) => f.lcpMs)
        .toFixed(0)
        .padStart(6)}  ${med((f) => f.tbtMs)
        .toFixed(0)
        .padStart(6)}  ${med((f) => f.cls).toFixed(3)}`,
    );
    if (runs > 1)
      console.info(`${''.padEnd(34)}perf of each run: ${figures.map((f) => f.scores.performance).join(' ')}`);
    console.info(`${''.padEnd(34)}LCP element: ${figures.at(-1)?.lcpElement}`);
    for (const task of figures.at(-1)?.longTasks ?? []) console.info(`${''.padEnd(34)}long task: ${task}`);
  }
  const failed = rows.flatMap(({ path, figures }) =>
    [...new Set(figures.flatMap((f) => f.failed))].map((audit) => `  ${path.slice(0, 31)}  ${audit}`),
  );
  console.info(
    failed.length
      ? `\nAudits not passed:\n${failed.join('\n')}`
      : '\nEvery accessibility, best-practices and SEO audit passed.',
  );
  console.info(
    `\n(Lighthouse 12 default config: mobile, simulated throttling 4x CPU, 150 ms RTT, 1.6 Mbps; median of ${runs} run${runs > 1 ? 's' : ''} per route)`,
  );
} finally {
  await browser.close();
  await store.stop();
}
// As bench:web: a handle left open (a keep-alive socket) must not keep the audit running once it has printed.
process.exit(0);
