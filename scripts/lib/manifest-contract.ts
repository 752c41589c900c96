/** The parts of an mf-manifest.json the contract relies on. */
export interface FederationManifest {
  name: string;
  metaData: { publicPath?: string; remoteEntry: { name: string } };
  exposes: { path: string }[];
  shared: { name: string; singleton?: boolean }[];
}

export interface ContractInput {
  federationName: string;
  manifest: FederationManifest;
  /** Modules the shell or other remotes load from this remote. */
  requiredExposes: readonly string[];
  /** Packages that must be shared as singletons. */
  singletons: readonly string[];
}

/** Problems that would break the site at runtime, found at build time instead. */
export function contractProblems({
  federationName,
  manifest,
  requiredExposes,
  singletons,
}: ContractInput): string[] {
  const problems: string[] = [];
  if (manifest.name !== federationName) {
    problems.push(`manifest name is ${manifest.name}, expected ${federationName}`);
  }
  if (manifest.metaData.publicPath !== 'auto') {
    problems.push(`publicPath is ${manifest.metaData.publicPath}: chunks would load from the host's origin`);
  }
  const exposed = new Set(manifest.exposes.map((e) => e.path));
  for (const module of requiredExposes) {
    if (!exposed.has(module)) problems.push(`does not expose ${module}`);
  }
  for (const pkg of singletons) {
    const entry = manifest.shared.find((s) => s.name === pkg);
    if (!entry) problems.push(`does not share ${pkg}`);
    else if (!entry.singleton) problems.push(`shares ${pkg} but not as a singleton`);
  }
  return problems;
}

export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'styled-components',
  '@supabase/supabase-js',
  'shared',
] as const;
