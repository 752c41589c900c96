import { parseArgs } from 'node:util';

/** What `pnpm bench:web` holds a route to (docs/benchmarks.md; ADR 5 for the first-load JS). */
export interface Budget {
  jsKiB?: number;
  lcpMs?: number;
  cls?: number;
}

/**
 * The four routes the web benches and the Lighthouse audit measure: home, a category, a search
 * and a product. Home carries the first-load JS budget (ADR 5: not above 172 KiB on the wire);
 * every shopper route the LCP and CLS targets of docs/benchmarks.md (the server-rendered first
 * screen, ADR 0017). The product is a seeded one (supabase/seed/10_catalog.sql).
 */
export interface BenchRoute {
  path: string;
  budget: Budget;
}

export const BENCH_ROUTES: readonly BenchRoute[] = [
  { path: '/', budget: { jsKiB: 172, lcpMs: 1600, cls: 0.02 } },
  { path: '/Consoles', budget: { lcpMs: 1600, cls: 0.02 } },
  { path: '/search?q=gaming%20laptop', budget: { lcpMs: 1600, cls: 0.02 } },
  {
    path: '/product/lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz',
    budget: { lcpMs: 1600, cls: 0.02 },
  },
];

/**
 * The flags of `bench:web` and `audit:lighthouse`: `--runs N` (cold runs per route),
 * `--skip-build` (use the apps' existing builds) and `--route /Consoles` (repeatable: only those
 * of the routes; exits with usage when none matches).
 */
export function benchFlags(defaultRuns: number): {
  runs: number;
  build: boolean;
  routes: readonly BenchRoute[];
} {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: String(defaultRuns) },
      'skip-build': { type: 'boolean', default: false },
      route: { type: 'string', multiple: true },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs wants a whole number above 0: ${values.runs}`);
  const wanted = values.route;
  const routes = wanted?.length ? BENCH_ROUTES.filter((r) => wanted.includes(r.path)) : BENCH_ROUTES;
  if (!routes.length) {
    console.error(`--route must be one of: ${BENCH_ROUTES.map((r) => r.path).join(', ')}`);
    process.exit(2);
  }
  return { runs, build: !values['skip-build'], routes };
}
