import { benchFlags } from './lib/bench-routes';
import { launchChromium } from './lib/browser';
import { startBuiltStore } from './lib/store-under-test';
import {
  loadOnceUnmeasured,
  MOBILE_CONTEXT,
  measureFloor,
  measurePageLoad,
  measureRepeatVisit,
  median,
  type PageLoadFigures,
} from './lib/web-vitals';

/**
 * `pnpm bench:web`: production build, served as deployed (each app on its own origin, brotli or
 * gzip as a CDN serves them), measured in Chromium under throttled mobile conditions. Prints per
 * route the first-load JS (compressed bytes on the wire, requests) and the median LCP and CLS of
 * 5 cold runs (empty browser cache). The server is a running shop's: its remotes' server code is
 * loaded before the first request, and one unmeasured load per route first fills its compression
 * cache (as a CDN's edge cache would be) and its shared query answers (as the same page asked for
 * by another shopper in the last minutes would, ADR 17). Each route also gets one repeat visit
 * with the store's service worker warm (LCP, JS from the network; no budget). Exits non-zero when
 * a route breaks its budget.
 */
const { runs, build, routes: measured } = benchFlags(5);

const web = await startBuiltStore({ build });
const browser = await launchChromium();
let overBudget = 0;

try {
  console.info(`\n${'route'.padEnd(32)}JS wire KiB  JS req  LCP ms  CLS     budget`);
  for (const route of measured) {
    await loadOnceUnmeasured(browser, `${web.shellUrl}${route.path}`);
    const samples: PageLoadFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(MOBILE_CONTEXT);
      const page = await context.newPage();
      samples.push(await measurePageLoad(page, `${web.shellUrl}${route.path}`));
      await context.close();
    }
    const figures = {
      jsKiB: median(samples.map((s) => s.jsBytes)) / 1024,
      jsRequests: median(samples.map((s) => s.jsRequests)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      cls: median(samples.map((s) => s.cls)),
    };
    const broken = [
      route.budget.jsKiB !== undefined &&
        figures.jsKiB > route.budget.jsKiB &&
        `JS > ${route.budget.jsKiB} KiB`,
      route.budget.lcpMs !== undefined &&
        figures.lcpMs > route.budget.lcpMs &&
        `LCP > ${route.budget.lcpMs} ms`,
      route.budget.cls !== undefined && figures.cls > route.budget.cls && `CLS > ${route.budget.cls}`,
    ].filter(Boolean);
    if (broken.length) overBudget++;
    console.info(
      `${route.path.slice(0, 31).padEnd(32)}${figures.jsKiB.toFixed(1).padStart(11)}  ${String(figures.jsRequests).padStart(6)}  ${figures.lcpMs.toFixed(0).padStart(6)}  ${figures.cls.toFixed(3).padEnd(6)}  ${broken.length ? `OVER: ${broken.join(', ')}` : 'ok'}`,
    );
    // The spread says how far one median can be trusted on a noisy machine.
    console.info(`${''.padEnd(32)}LCP of each run: ${samples.map((s) => s.lcpMs.toFixed(0)).join(' ')}`);
    // A repeat visit with the store's service worker (docs/adr/0025); no budget: figures.
    const repeat = await measureRepeatVisit(browser, `${web.shellUrl}${route.path}`);
    console.info(
      `${''.padEnd(32)}repeat visit (warm worker): LCP ${repeat.lcpMs.toFixed(0)} ms, JS from the network ${(repeat.jsNetworkBytes / 1024).toFixed(1)} KiB, ${repeat.jsFromWorker} of ${repeat.jsRequests} scripts from the worker`,
    );
    // The floor (docs/benchmarks.md): the route's HTML and then its LCP image, alone on the same
    // link.
    const floors: number[] = [];
    const lcpUrl = samples.at(-1)?.lcpUrl ?? null;
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A page of the store's origin whose policy lets it fetch the HTML and the image; idle first.
      await page.goto(`${web.shellUrl}/login`, { waitUntil: 'networkidle' });
      floors.push(await measureFloor(page, `${web.shellUrl}${route.path}`, lcpUrl));
      await context.close();
    }
    const floor = median(floors);
    console.info(
      `${''.padEnd(32)}floor (HTML + ${lcpUrl ? 'LCP image' : 'no LCP image: text'}) ${floor.toFixed(0)} ms; LCP = ${(figures.lcpMs / floor).toFixed(2)} x floor`,
    );
  }
  console.info(`\n(${runs} cold runs per route, median; throttled: 4x CPU, 150 ms RTT, 1.6 Mbps)`);
} finally {
  await browser.close();
  await web.stop();
}
process.exit(overBudget ? 1 : 0);
