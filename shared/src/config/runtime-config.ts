import * as z from 'zod/mini';

/**
 * Configuration read at runtime, never baked into a bundle: the same build runs against the
 * local stack or a hosted project, and a remote moves without rebuilding the shell.
 */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
  /**
   * The support chat's phone number in international form, digits only (spec §1: a fixed number,
   * never shown). Business configuration, so it is set per deployment, not built in.
   */
  supportChatNumber: z.optional(z.string().check(z.regex(/^[1-9][0-9]{7,14}$/))),
  /** Federation name -> URL of that remote's mf-manifest.json. */
  remotes: z.record(z.string(), z.url()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    /** Inlined into index.html at deploy time to save a round trip; optional. */
    __STORE_CONFIG__?: unknown;
  }
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: unknown): RuntimeConfig {
  current = runtimeConfigSchema.parse(config);
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet');
  return current;
}

/** Inline config when the server injected it, else `/config.json` and `/remotes.json`. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (typeof window !== 'undefined' && window.__STORE_CONFIG__) {
    return setRuntimeConfig(window.__STORE_CONFIG__);
  }
  const [config, remotes] = await Promise.all([
    fetchImpl('/config.json').then((r) => r.json() as Promise<Record<string, unknown>>),
    fetchImpl('/remotes.json').then((r) => r.json() as Promise<Record<string, string>>),
  ]);
  return setRuntimeConfig({ ...config, remotes });
}
