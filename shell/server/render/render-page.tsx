import { type DehydratedState, dehydrate, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import {
  type RemoteName,
  ServerHeadContext,
  type ServerHeadNote,
  setRuntimeConfig,
  useSession,
} from 'shared';
import { ServerStyleSheet } from 'styled-components';
import { AppFrame } from '../../src/app/App';
import { moduleKey, type ServerModules, ServerModulesContext } from '../../src/remotes/server-modules';
import { createCatalogueWatch, readCatalogueVersion } from './catalogue-version';
import { applyRemoteMap, loadedModule, loadServerModule, serverRemoteFailing } from './server-remotes';
import { createSharedAnswers } from './shared-answers';

export interface RenderRequest {
  /** The page's path and query, e.g. '/product/sony-playstation-5'. */
  url: string;
  /** The runtime config the page inlines (API and remote map). */
  config: { supabaseUrl: string; supabaseAnonKey: string; remotes: Record<string, string> };
  /** Time left for loading remotes and data; what is not there by then renders in the browser. */
  deadlineMs: number;
  /** The server's guess of a phone (the browser hydrates with the same guess). */
  mobile: boolean;
}

/** What the browser needs to hydrate the HTML: the data and the remote modules it rendered. */
export interface HydrationState {
  queries: DehydratedState;
  modules: string[];
  /** Every query the page asked for had its answer in time (false: the deadline cut it short). */
  complete: boolean;
}

export interface RenderResult {
  /** The markup of `#root`. */
  html: string;
  /** styled-components' style tags of that markup. */
  styles: string;
  state: HydrationState;
  /** What the rendered page said about its head (`usePageMeta`): the page server writes it. */
  head: ServerHeadNote;
}

/**
 * Render passes at most: each can reveal data that depends on the last (a category's rows need
 * its structure), and a page's lazy parts. Three cover every public page today.
 */
const MAX_PASSES = 4;

/** `SSR_TRACE=1`: each render logs its passes (render and fetch times), for tuning the deadline. */
const TRACE = typeof process !== 'undefined' && process.env.SSR_TRACE === '1';

function envMs(name: string): number | undefined {
  const raw = typeof process !== 'undefined' ? process.env[name] : undefined;
  return raw && Number(raw) >= 0 ? Number(raw) : undefined;
}

/** Time a pass always gets for its lazy parts, even past the deadline. */
const PASS_MIN_MS = 100;

let appliedConfig = '';

/** Takes the config of a render; resolves once the remotes it newly names have loaded. */
export function applyConfig(config: RenderRequest['config']): Promise<void> {
  const key = JSON.stringify(config);
  if (key === appliedConfig) return Promise.resolve();
  setRuntimeConfig(config);
  appliedConfig = key;
  return applyRemoteMap(config.remotes);
}

/** The server renders for a guest, always: nothing personal is rendered or cached (ADR 0017). */
function settleGuest(): void {
  if (useSession.getState().status !== 'anonymous') useSession.getState().setSession(null);
}

/**
 * Answers shared between renders (stale-while-revalidate, `shared-answers.ts`): fresh for 30 s
 * (`SSR_ANSWERS_FRESH_MS`), then used while refreshed in the background, for at most the HTML's
 * own stale-while-revalidate (600 s) and never past the query's staleTime.
 */
const sharedAnswers = createSharedAnswers({
  freshMs: envMs('SSR_ANSWERS_FRESH_MS') ?? 30_000,
  maxAgeMs: 600_000,
  maxEntries: 2_000,
});

/**
 * Staff changes to the catalogue empty the shared answers at once (`catalogue-version.ts`): its
 * version is asked for at most every second (`SSR_CATALOGUE_CHECK_MS`), a render waiting for it
 * at most 150 ms.
 */
let catalogueConfig: RenderRequest['config'] | null = null;
const catalogueWatch = createCatalogueWatch({
  read: () =>
    catalogueConfig ? readCatalogueVersion(catalogueConfig) : Promise.reject(new Error('no config')),
  onChange: () => sharedAnswers.clear(),
  everyMs: envMs('SSR_CATALOGUE_CHECK_MS') ?? 1_000,
  waitMs: 150,
});

/**
 * Keeps a fetched answer for the next renders, also one that came after its render's deadline:
 * the page a deadline cut short renders whole the next time it is asked for.
 */
function shareAnswer(query: Query): void {
  if (query.state.status === 'success')
    sharedAnswers.put(query.queryHash, query.state.data, query.state.dataUpdatedAt);
}

/**
 * Fetches a stale shared answer again, in a client of its own: the render's client is done, and
 * its cache notes every query built in it as wanted by the page (a query function may build
 * others).
 */
function refreshAnswer(query: Query): void {
  sharedAnswers.refresh(query.queryHash, async () => {
    const refresher = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await refresher.fetchQuery({ ...query.options, queryKey: query.queryKey, staleTime: 0 });
    const fresh = refresher.getQueryCache().get(query.queryHash);
    if (fresh) shareAnswer(fresh);
  });
}

/**
 * Notes the queries some component of a render pass wants (enabled) in `cache`, and gives a new
 * query a shared answer when there is one (sharedAnswers); the queries given a stale one go in
 * `stale`, to be refreshed once the page is out. Two components may share a query with different
 * `enabled` options and the query keeps one component's options; on the server no observer
 * subscribes to tell.
 */
function trackWantedQueries(cache: QueryCache, stale: Set<Query>): Set<string> {
  const wanted = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<QueryCache['build']>) => {
    const query = build(...args);
    if (query.state.status === 'pending' && query.state.fetchStatus === 'idle') {
      const shared = sharedAnswers.get(query.queryHash, (args[1] as { staleTime?: unknown }).staleTime);
      if (shared) query.setData(shared.data, { updatedAt: shared.at, manual: false });
      if (shared?.stale) stale.add(query as Query);
    }
    const enabled = (args[1] as { enabled?: unknown }).enabled;
    const on = typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query as Query) : enabled;
    if (on !== false) wanted.add(query.queryHash);
    return query;
  }) as QueryCache['build'];
  return wanted;
}

/** A query the last pass wanted and nobody fetched: on the server nothing fetches by itself. */
function waitingQuery(query: Query, wanted: Set<string>): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  return wanted.has(query.queryHash) && typeof query.options.queryFn === 'function';
}

function untilDeadline(work: Promise<unknown>, deadline: number): Promise<void> {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work.then(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, left);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * One render pass: the HTML, its styles and what the page said of its head. A prerender, unlike renderToString, waits for lazy
 * parts (a page's code split off, the not-found view), so one pass sees every query of the page,
 * and its HTML can be the answer: a Suspense boundary left on its fallback would make the browser
 * throw that server HTML away and render the boundary itself. Past the deadline (at least
 * PASS_MIN_MS) the unfinished parts go out as their fallbacks.
 */
async function renderPass(
  tree: ReactNode,
  deadline: number,
): Promise<{ html: string; styles: string; head: ServerHeadNote }> {
  const sheet = new ServerStyleSheet();
  const head: ServerHeadNote = { meta: null, notFound: false };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(deadline - Date.now(), PASS_MIN_MS));
  try {
    const page = <ServerHeadContext.Provider value={head}>{tree}</ServerHeadContext.Provider>;
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(page), {
      signal: controller.signal,
      // An abort at the deadline is by design, not an error.
      onError: (error) => {
        if (!controller.signal.aborted) console.error('Server rendering:', error);
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags(), head };
  } finally {
    clearTimeout(timer);
    sheet.seal();
  }
}

/**
 * Renders the first screen of `url` as a guest. Passes render the page, then fetch what it asked
 * for (its queries through the page's own query functions, the remote modules it renders) until
 * nothing is missing or the deadline has passed; the last pass is the HTML. Throws when the
 * render itself throws (the web server then sends the page for the browser to render).
 */
export async function renderPage({ url, config, deadlineMs, mobile }: RenderRequest): Promise<RenderResult> {
  const deadline = Date.now() + deadlineMs;
  void applyConfig(config);
  settleGuest();
  catalogueConfig = config;
  await catalogueWatch.check();
  const cache = new QueryCache();
  const staleAnswers = new Set<Query>();
  const wantedQueries = trackWantedQueries(cache, staleAnswers);
  const client = new QueryClient({
    queryCache: cache,
    defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } },
  });
  const wanted = new Map<string, [RemoteName, string]>();
  const rendered = new Set<string>();
  const modules: ServerModules = {
    get(remote, module) {
      const found = loadedModule(remote, module);
      if (found) rendered.add(moduleKey(remote, module));
      else wanted.set(moduleKey(remote, module), [remote, module]);
      return found;
    },
  };
  const viewport = { mobile };
  const tree = () => {
    return (
      <ServerModulesContext.Provider value={modules}>
        <AppFrame
          client={client}
          viewport={viewport}
          router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
        />
      </ServerModulesContext.Provider>
    );
  };
  const fetched = new Set<string>();
  // Modules asked for once and not loaded (no server build, or a failing one): no more passes
  // for them; their slots render in the browser.
  const unavailable = new Set<string>();
  const started = Date.now();
  const trace: string[] = [];
  for (let pass = 1; ; pass++) {
    wanted.clear();
    wantedQueries.clear();
    rendered.clear();
    const renderStarted = Date.now();
    const page = await renderPass(tree(), deadline);
    trace.push(`render ${Date.now() - renderStarted}`);
    const queries = client
      .getQueryCache()
      .getAll()
      .filter((q) => waitingQuery(q, wantedQueries) && !fetched.has(q.queryHash));
    // A remote that failed lately (no server build) costs no pass: its slots render in the browser.
    for (const [key, [remote]] of wanted)
      if (unavailable.has(key) || serverRemoteFailing(remote)) wanted.delete(key);
    const missing = queries.length > 0 || wanted.size > 0;
    // The pass that found nothing missing is the answer; so is the one at the deadline or the
    // last pass allowed, with what had arrived by then.
    if (!missing || pass === MAX_PASSES || Date.now() >= deadline) {
      if (TRACE)
        console.info(
          `SSR ${url} ${Date.now() - started} ms: ${trace.join(', ')}${missing ? ' (cut)' : ''}${staleAnswers.size ? `, ${staleAnswers.size} stale answer(s) refreshing` : ''}`,
        );
      const result = {
        ...page,
        state: {
          queries: dehydrate(client),
          modules: [...rendered],
          complete: client
            .getQueryCache()
            .getAll()
            .every((q) => !wantedQueries.has(q.queryHash) || q.state.status !== 'pending'),
        },
      };
      // Once the page's state is taken: nobody waits for these.
      for (const query of staleAnswers) refreshAnswer(query);
      return result;
    }
    const work = [
      ...queries.map((q) => {
        fetched.add(q.queryHash);
        return client.prefetchQuery({ ...q.options, queryKey: q.queryKey }).then(() => shareAnswer(q));
      }),
      ...[...wanted.values()].map(([remote, module]) => loadServerModule(remote, module)),
    ];
    const fetchStarted = Date.now();
    await untilDeadline(Promise.all(work), deadline);
    trace.push(`fetch ${queries.length}q+${wanted.size}m ${Date.now() - fetchStarted}`);
    for (const [key, [remote, module]] of wanted) if (!loadedModule(remote, module)) unavailable.add(key);
  }
}
