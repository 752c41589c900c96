import { describe, expect, it } from 'vitest';
import { contractProblems, type FederationManifest } from './manifest-contract';

const manifest = (overrides: Partial<FederationManifest> = {}): FederationManifest => ({
  name: 'mf_x',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'x.js' } },
  exposes: [{ path: './routes' }, { path: './Widget' }],
  shared: [
    { name: 'react', singleton: true },
    { name: 'shared', singleton: true },
  ],
  ...overrides,
});

describe('contractProblems', () => {
  it('accepts a manifest that exposes and shares everything required', () => {
    expect(
      contractProblems({
        federationName: 'mf_x',
        manifest: manifest(),
        requiredExposes: ['./routes', './Widget'],
        singletons: ['react', 'shared'],
      }),
    ).toEqual([]);
  });

  it('reports a missing expose, a non-singleton, a missing share and a wrong public path', () => {
    const problems = contractProblems({
      federationName: 'mf_x',
      manifest: manifest({
        metaData: { publicPath: '/', remoteEntry: { name: 'x.js' } },
        shared: [{ name: 'react', singleton: false }],
      }),
      requiredExposes: ['./routes', './Missing'],
      singletons: ['react', 'shared'],
    });
    expect(problems).toEqual([
      "publicPath is /: chunks would load from the host's origin",
      'does not expose ./Missing',
      'shares react but not as a singleton',
      'does not share shared',
    ]);
  });
});
