/**
 * The web apps, their federation names and local ports. One table so the dev runner,
 * the static server, the runtime remote map and the contract test cannot drift apart.
 */
export interface AppInfo {
  /** Folder at the repository root. */
  dir: string;
  /** Federation container name (must be an identifier). */
  federationName: string;
  port: number;
}

export const SHELL: AppInfo = { dir: 'shell', federationName: 'shell', port: 3000 };

export const REMOTES: readonly AppInfo[] = [
  { dir: 'mf-catalog', federationName: 'mf_catalog', port: 3001 },
  { dir: 'mf-checkout', federationName: 'mf_checkout', port: 3002 },
  { dir: 'mf-account', federationName: 'mf_account', port: 3003 },
  { dir: 'mf-services', federationName: 'mf_services', port: 3004 },
  // Staff console: its routes mount for staff accounts only (ADR 0015).
  { dir: 'mf-staff', federationName: 'mf_staff', port: 3005 },
];

export const HOST = '127.0.0.1';

/** The remote map the shell serves at /remotes.json: federation name -> manifest URL. */
export function localRemoteMap(host = HOST): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((r) => [r.federationName, `http://${host}:${r.port}/mf-manifest.json`]),
  );
}
