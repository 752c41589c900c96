import { bus } from '../events/bus';
import { supabaseClientCreated as clientCreated, getSupabase } from '../supabase/client';

/**
 * Detects duplicated federation singletons at runtime. Each app (shell and remotes) reports the
 * instances it actually got; two different ones mean the share scope negotiation failed and
 * state (session, cache, events) silently splits. Logged in production too, not only in tests.
 */
export interface InstanceRecord {
  useState: unknown;
  queryClient: unknown;
  bus: unknown;
  /** The resolved Supabase client; undefined until it has loaded. */
  supabase: unknown;
  /** The app's `getSupabase`: the client is resolved through it only when a report asks. */
  getSupabase: () => Promise<unknown>;
}

export interface InstancesReport {
  react: boolean;
  queryClient: boolean;
  bus: boolean;
  supabase: boolean;
  apps: string[];
}

export interface StoreDiagnostics {
  instancesAreShared(): InstancesReport;
  /** Resolves once every app's Supabase client has loaded (or failed), then reports. */
  instancesSettled(): Promise<InstancesReport>;
}

declare global {
  interface Window {
    __STORE_INSTANCES__?: Record<string, InstanceRecord>;
    __STORE_DIAGNOSTICS__?: StoreDiagnostics;
  }
}

type Kind = 'useState' | 'queryClient' | 'bus' | 'supabase';
const KIND_NAMES: Record<Kind, string> = {
  useState: 'react',
  queryClient: 'QueryClient',
  bus: 'event bus',
  supabase: 'Supabase client',
};

function registry(): Record<string, InstanceRecord> {
  window.__STORE_INSTANCES__ ??= {};
  return window.__STORE_INSTANCES__;
}

function reportDuplicates(appName: string, kind: Kind): void {
  const mine = registry()[appName]?.[kind];
  if (mine === undefined) return;
  for (const [other, record] of Object.entries(registry())) {
    if (other === appName || record[kind] === undefined || record[kind] === mine) continue;
    console.error(
      `Duplicated singleton ${KIND_NAMES[kind]}: "${appName}" and "${other}" hold different instances`,
    );
    return;
  }
}

/**
 * Records this app's instances. Deliberately hook-free and idempotent during render: with a
 * duplicated React, calling shared's hooks from another React would throw before it could report.
 * `own.useState` is the app's `useState` import; `own.queryClient` its `useQueryClient()`.
 */
export function useInstanceProbe(appName: string, own: { useState: unknown; queryClient: unknown }): void {
  if (typeof window === 'undefined') return;
  const records = registry();
  const existing = records[appName];
  if (existing && existing.useState === own.useState && existing.queryClient === own.queryClient) return;

  const record: InstanceRecord = {
    useState: own.useState,
    queryClient: own.queryClient,
    bus,
    supabase: existing?.supabase,
    getSupabase,
  };
  records[appName] = record;
  for (const kind of ['useState', 'queryClient', 'bus'] as const) reportDuplicates(appName, kind);
  // A client already created is compared at once; otherwise only when a report asks
  // (`instancesSettled`): the probe must never be the reason supabase-js is downloaded.
  if (clientCreated()) void resolveClient(appName, record);
}

function resolveClient(appName: string, record: InstanceRecord): Promise<void> {
  return record
    .getSupabase()
    .then((client) => {
      record.supabase = client;
      reportDuplicates(appName, 'supabase');
    })
    .catch(() => {
      // No runtime config (unit tests, a broken deploy): reported as not shared.
    });
}

function allSame(records: InstanceRecord[], kind: Kind): boolean {
  const first = records[0]?.[kind];
  return first !== undefined && records.every((r) => r[kind] === first);
}

/** Compares every recorded app. A kind is shared only when all apps hold the very same object. */
export function instancesAreShared(): InstancesReport {
  const records = typeof window === 'undefined' ? {} : registry();
  const list = Object.values(records);
  return {
    react: allSame(list, 'useState'),
    queryClient: allSame(list, 'queryClient'),
    bus: allSame(list, 'bus'),
    supabase: allSame(list, 'supabase'),
    apps: Object.keys(records),
  };
}

/** Resolves every app's Supabase client (creating it if need be), then reports. */
export async function instancesSettled(): Promise<InstancesReport> {
  await Promise.all(Object.entries(registry()).map(([app, record]) => resolveClient(app, record)));
  return instancesAreShared();
}

/** For tests: forget every recorded app. */
export function resetInstanceProbeForTests(): void {
  if (typeof window !== 'undefined') window.__STORE_INSTANCES__ = {};
}

// Attached on module load, so the e2e suite can ask without importing anything.
if (typeof window !== 'undefined') {
  window.__STORE_DIAGNOSTICS__ = { instancesAreShared, instancesSettled };
}
