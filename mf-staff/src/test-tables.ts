/**
 * Test helpers of mf-staff: `from()` on the tables the console reads and writes directly
 * (`tax_documents`, `seller_profile`), answering from memory as PostgREST would, and a session
 * for the edge function downloads. Combined with `createFakeStaffBackend()`'s `rpc`.
 */
import { vi } from 'vitest';

export interface FakeTaxDocument {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  order_id: string;
  issued_at: string;
  total: string | number;
  reason: string | null;
}

export const fakeSeller = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  legal_name: 'GameGear Retail Private Limited',
  trade_name: 'GameGear',
  gstin: '27AABCG1234M1Z5',
  address_line1: '12 Linking Road',
  address_line2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  state_code: '27',
  pincode: '400050',
  support_email: 'support@gamegear.in',
  support_phone: '+91 22 4000 1234',
  grievance_officer_name: 'Priya Nair',
  grievance_officer_email: 'grievance@gamegear.in',
  grievance_officer_phone: '+91 22 4000 1299',
  updated_at: '2026-11-01T04:30:00Z',
  ...over,
});

interface TableCall {
  table: string;
  op: 'select' | 'update';
  columns: string | null;
  values: Record<string, unknown> | null;
  filters: [string, unknown][];
  order: string | null;
}

export function createFakeTables() {
  const state = {
    taxDocuments: [] as FakeTaxDocument[],
    seller: fakeSeller() as Record<string, unknown> | null,
    calls: [] as TableCall[],
    /** The next call on `table` fails with this PostgREST error. */
    refuseNext: null as { table: string; message: string; code: string } | null,
    /** While set, updates wait for it (to see the pending state). */
    gate: null as Promise<void> | null,
  };

  const project = (row: Record<string, unknown>, columns: string | null) =>
    columns ? Object.fromEntries(columns.split(',').map((c) => [c, row[c]])) : row;

  async function run(call: TableCall, single: boolean) {
    if (call.op === 'update' && state.gate) await state.gate;
    if (state.refuseNext?.table === call.table) {
      const { message, code } = state.refuseNext;
      state.refuseNext = null;
      return { data: null, error: { message, code } };
    }
    let rows: Record<string, unknown>[];
    if (call.table === 'tax_documents') {
      rows = state.taxDocuments.map((d) => ({ ...d }) as Record<string, unknown>);
    } else if (call.table === 'seller_profile') {
      rows = state.seller ? [{ singleton: true, ...state.seller }] : [];
    } else {
      return { data: null, error: { message: `unexpected table ${call.table}`, code: '42P01' } };
    }
    rows = rows.filter((row) => call.filters.every(([column, value]) => row[column] === value));
    if (call.op === 'update' && call.table === 'seller_profile' && state.seller && rows.length > 0) {
      state.seller = { ...state.seller, ...call.values, updated_at: '2026-11-28T06:00:00Z' };
      rows = [{ singleton: true, ...state.seller }];
    }
    if (call.order) {
      const key = call.order;
      rows.sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    }
    const data = rows.map((row) => project(row, call.columns));
    return { data: single ? (data[0] ?? null) : data, error: null };
  }

  function builder(table: string) {
    const call: TableCall = { table, op: 'select', columns: null, values: null, filters: [], order: null };
    let single = false;
    const query = {
      select(columns: string) {
        call.columns = columns;
        return query;
      },
      update(values: Record<string, unknown>) {
        call.op = 'update';
        call.values = values;
        return query;
      },
      eq(column: string, value: unknown) {
        call.filters.push([column, value]);
        return query;
      },
      order(column: string) {
        call.order = column;
        return query;
      },
      maybeSingle() {
        single = true;
        return query;
      },
      // biome-ignore lint/suspicious/noThenProperty: a PostgREST query is awaited like this
      then<T>(resolve: (value: Awaited<ReturnType<typeof run>>) => T, reject?: (reason: unknown) => T) {
        state.calls.push(call);
        return run(call, single).then(resolve, reject);
      },
    };
    return query;
  }

  const from = vi.fn((table: string) => builder(table));
  const auth = {
    getSession: vi.fn(async () => ({ data: { session: { access_token: 'staff-token' } }, error: null })),
  };
  return { state, from, auth };
}

export type FakeTables = ReturnType<typeof createFakeTables>;
