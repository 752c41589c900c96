/** What `pnpm bench:web` holds a route to (issue 5; ADR 5 for the first-load JS). */
export interface Budget {
  jsKiB?: number;
  lcpMs?: number;
  cls?: number;
}

/**
 * The four routes the web benches and the Lighthouse audit measure: home, a category, a search
 * and a product. Home carries the first-load JS budget (ADR 5); every shopper route the LCP and
 * CLS targets of issue 5. The product is a seeded one (supabase/seed/10_catalog.sql).
 */
export const BENCH_ROUTES: readonly { path: string; budget: Budget }[] = [
  { path: '/', budget: { jsKiB: 200, lcpMs: 2500, cls: 0.05 } },
  { path: '/Consoles', budget: { lcpMs: 2500, cls: 0.05 } },
  { path: '/search?q=gaming%20laptop', budget: { lcpMs: 2500, cls: 0.05 } },
  {
    path: '/product/lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz',
    budget: { lcpMs: 2500, cls: 0.05 },
  },
];

/** `--route /Consoles` (repeatable) picks some of them; exits with usage when none matches. */
export function pickRoutes(wanted: string[] | undefined): readonly { path: string; budget: Budget }[] {
  const picked = wanted?.length ? BENCH_ROUTES.filter((r) => wanted.includes(r.path)) : BENCH_ROUTES;
  if (!picked.length) {
    console.error(`--route must be one of: ${BENCH_ROUTES.map((r) => r.path).join(', ')}`);
    process.exit(2);
  }
  return picked;
}
