import { parseArgs } from 'node:util';
import { launchChromium } from './lib/browser';
import { formatTrace, tracePageLoad } from './lib/page-trace';
import { startBuiltStore } from './lib/store-under-test';
import { loadOnceUnmeasured, MOBILE_CONTEXT } from './lib/web-vitals';

/**
 * `pnpm trace:web /Consoles`: where a route's LCP goes. Same build, servers and throttling as
 * `pnpm bench:web` (one unmeasured load first); prints each cold run's LCP candidates, long tasks
 * and request waterfall. For a CPU profile, record the same load in Chrome DevTools.
 */
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' }, 'skip-build': { type: 'boolean', default: false } },
});
const route = positionals[0] ?? '/';
if (!route.startsWith('/')) throw new Error(`a route starts with '/': ${route}`);

const web = await startBuiltStore({ build: !flags['skip-build'] });
const { stack } = web;
const browser = await launchChromium();
const shorten = (url: string) =>
  url.startsWith(stack.apiUrl)
    ? `api${url.slice(stack.apiUrl.length)}`
    : url.replace(/^https?:\/\/[^/]+/, (o) => o.replace(/^.*:/, ':'));

try {
  await loadOnceUnmeasured(browser, `${web.shellUrl}${route}`);
  for (let i = 0; i < Number(flags.runs); i++) {
    const context = await browser.newContext(MOBILE_CONTEXT);
    const trace = await tracePageLoad(await context.newPage(), `${web.shellUrl}${route}`);
    await context.close();
    console.info(
      `\n${route}, cold run ${i + 1} (throttled: 4x CPU, 150 ms RTT, 1.6 Mbps)\n${formatTrace(trace, shorten)}`,
    );
  }
} finally {
  await browser.close();
  await web.stop();
}
