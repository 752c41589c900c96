// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FederationManifest } from '../lib/manifest-contract';
import { SINGLETONS } from '../lib/manifest-contract';
import { compatibilityProblems, type StoreContract, treeContract } from './contract';

const manifest = (exposes: string[]): FederationManifest => ({
  name: 'mf_services',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } },
  exposes: exposes.map((path) => ({ path })),
  shared: SINGLETONS.map((name) => ({ name, singleton: true })),
});

const tree = treeContract();
const exposes = [...(tree.exposes.mf_services ?? [])];

describe('the contract record', () => {
  it('lists the exposes, routes and event schemas of the tree', () => {
    expect(tree.exposes.mf_services).toContain('./routes');
    expect(tree.routes.mf_services).toContain('repair-home');
    expect(tree.events['cart:changed']).toMatchObject({
      type: 'object',
      properties: { count: { type: 'integer', minimum: 0 } },
      required: ['count'],
    });
  });
});

describe('compatibility with the live shell', () => {
  const check = (remote: StoreContract, shell: StoreContract, exposed = exposes) =>
    compatibilityProblems({ federationName: 'mf_services', manifest: manifest(exposed), remote, shell });

  it('accepts a build of the same tree', () => {
    expect(check(tree, tree)).toEqual([]);
  });

  it('refuses a build missing a module the live shell loads', () => {
    expect(check(tree, tree, ['./routes', './ServiceAreaDialog'])).toEqual(['does not expose ./HomePromos']);
  });

  it('refuses a build that does not know a route the live shell sends to it', () => {
    const remote = { ...tree, routes: { ...tree.routes, mf_services: ['support'] } };
    expect(check(remote, tree)).toContain(
      'the live shell routes "repair-home" to mf_services, which does not know that route',
    );
  });

  it('refuses a build whose events the live shell does not know or validates differently', () => {
    const remote = {
      ...tree,
      events: { ...tree.events, 'repair:booked': {}, 'cart:changed': { type: 'object', properties: {} } },
    };
    expect(check(remote, tree)).toEqual([
      'the payload of the event "cart:changed" differs from the live shell\'s',
      'uses the event "repair:booked", which the live shell does not know',
    ]);
  });

  it('accepts a shell that learnt a new event or route the remote does not use yet', () => {
    const shell = { ...tree, events: { ...tree.events, 'newer:event': {} } };
    expect(check(tree, shell)).toEqual([]);
  });
});
