import type { RuntimeConfig } from './runtime-config-schema';

export type { RuntimeConfig } from './runtime-config-schema';

/**
 * Configuration read at runtime, never baked into a bundle: the same build runs against the
 * local stack or a hosted project, and a remote moves without rebuilding the shell.
 */

declare global {
  interface Window {
    /** Inlined into index.html at deploy time to save a round trip; optional. */
    __STORE_CONFIG__?: unknown;
  }
}

let current: RuntimeConfig | undefined;

/** Sets a configuration already validated against `runtimeConfigSchema` by whoever wrote it. */
export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  current = config;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet');
  return current;
}

/**
 * Inline config when the server injected it (validated by that server), else `/config.json` and
 * `/remotes.json`, validated here.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (typeof window !== 'undefined' && window.__STORE_CONFIG__) {
    return setRuntimeConfig(window.__STORE_CONFIG__ as RuntimeConfig);
  }
  const [config, remotes, { parseRuntimeConfig }] = await Promise.all([
    fetchImpl('/config.json').then((r) => r.json() as Promise<Record<string, unknown>>),
    fetchImpl('/remotes.json').then((r) => r.json() as Promise<Record<string, string>>),
    import('./runtime-config-schema'),
  ]);
  return setRuntimeConfig(parseRuntimeConfig({ ...config, remotes }));
}
