/**
 * A fake backend for the services domain's component tests (handed to `setSupabaseForTests`):
 * auth.getUser, `user_profiles` reads, `repairrequests` inserts, the `validate-pincode` function
 * and the `get_user_repair_requests` RPC, answered from memory with the server's rules where the
 * UI depends on them. Other tests may add tables/functions through `state.extra*` hooks.
 */
import type { PincodeLookupResult, UserProfileRow } from 'shared/contracts';
import { vi } from 'vitest';

export const USER = { id: 'user-1', email: 'asha@example.com' };

export const COMPLETE_PROFILE: UserProfileRow = {
  user_id: USER.id,
  name: 'Asha Rao',
  mobile: '9876543210',
  address: {
    line1: '12 Marine Drive',
    line2: 'Churchgate',
    city: 'Mumbai',
    state: 'Maharashtra',
    zip: '400001',
    country: 'India',
  },
  updated_at: '2026-01-01T00:00:00Z',
};

export const MUMBAI: PincodeLookupResult = {
  valid: true,
  city: 'Mumbai',
  state: 'Maharashtra',
  message: 'Pincode validated',
  isServiceAvailable: true,
};

export const DELHI: PincodeLookupResult = {
  valid: true,
  city: 'New Delhi',
  state: 'Delhi',
  message: 'Sorry, our service is not available for this pincode yet.',
  isServiceAvailable: false,
};

export const UNKNOWN_PIN: PincodeLookupResult = {
  valid: false,
  city: '',
  state: '',
  message: 'Invalid pincode',
  isServiceAvailable: false,
};

type Reply = { status: number; body: unknown } | 'network';
type DbError = { message: string; code?: string } | null;

const httpError = (status: number, body: unknown) => ({
  name: 'FunctionsHttpError',
  message: 'Edge Function returned a non-2xx status code',
  context: new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  }),
});

export interface FakeRepair {
  id: string;
  /** 'RP-26-…'; absent: a row read before display numbers. */
  display_number?: string;
  status: string;
  creation_date: string;
  estimated_completion: string | null;
  updated_at: string;
  product_type: string;
  product_description: string;
  notes: string | null;
  remark: string | null;
  technician: string | null;
  shipping_address: unknown;
}

/** The display number the fakes give a request: its prefix, then hex digits of its id's start and end. */
export function displayNumberFor(prefix: string, id: string): string {
  const hex = id.replace(/-/g, '').toUpperCase();
  return `${prefix}-26-${hex.slice(5, 8)}${hex.slice(-3)}`;
}

export function createFakeBackend() {
  const state = {
    user: USER as typeof USER | null,
    profileRow: COMPLETE_PROFILE as UserProfileRow | null,
    profileError: null as DbError,
    pincode: (pin: string): PincodeLookupResult | 'error' => (pin.startsWith('4') ? MUMBAI : DELHI),
    repairs: [] as FakeRepair[],
    /** Answer of the next inserts into repairrequests; default: stored, id returned. */
    insertError: null as DbError,
    inserts: [] as Record<string, unknown>[],
    historyError: null as DbError,
    historyAnswer: null as unknown,
    calls: [] as { name: string; body: Record<string, unknown> | undefined }[],
    rpcCalls: [] as { name: string; args: Record<string, unknown> }[],
    /** `get_item_events` answers by item id (oldest first); none: []. */
    events: new Map<string, unknown[]>(),
    eventsError: null as DbError,
    /** While set, function calls and inserts wait for it. */
    gate: null as Promise<void> | null,
  };

  let nextId = 1;
  const newId = () => `5e1f0a2b-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

  function reply(name: string, body: Record<string, unknown> | undefined): Reply {
    if (name === 'validate-pincode') {
      const answer = state.pincode(String(body?.pincode ?? ''));
      return answer === 'error'
        ? { status: 502, body: { error: 'Error validating pincode.' } }
        : { status: 200, body: answer };
    }
    return { status: 404, body: { error: 'Not found' } };
  }

  const client = {
    auth: {
      getUser: vi.fn(async () =>
        state.user
          ? { data: { user: { ...state.user } }, error: null }
          : { data: { user: null }, error: { message: 'Auth session missing!' } },
      ),
      // The profile read compares the session's e-mail with the account's.
      getSession: vi.fn(async () => ({ data: { session: state.user ? { user: { ...state.user } } : null } })),
      refreshSession: vi.fn(async () => ({ data: {}, error: null })),
    },
    from: vi.fn((table: string) => {
      if (table === 'repairrequests') {
        let row: Record<string, unknown> = {};
        const filters: [string, unknown][] = [];
        const builder = {
          insert: (values: Record<string, unknown>) => {
            row = structuredClone(values);
            return builder;
          },
          select: () => builder,
          eq: (column: string, value: unknown) => {
            filters.push([column, value]);
            return builder;
          },
          // A read (RLS: own rows): the repairs matching every eq().
          maybeSingle: async () => {
            if (state.historyError) return { data: null, error: state.historyError };
            const found = state.repairs.find((r) =>
              filters.every(([column, value]) => (r as unknown as Record<string, unknown>)[column] === value),
            );
            return { data: found ? structuredClone(found) : null, error: null };
          },
          single: async () => {
            if (state.gate) await state.gate;
            state.inserts.push(row);
            if (!state.user) return { data: null, error: { message: 'Login required.', code: '42501' } };
            if (state.insertError) return { data: null, error: state.insertError };
            const now = new Date().toISOString();
            const id = newId();
            const displayNumber = displayNumberFor('RP', id);
            state.repairs.unshift({
              id,
              display_number: displayNumber,
              status: 'pending',
              creation_date: now,
              updated_at: now,
              estimated_completion: null,
              product_type: String(row.product_type),
              product_description: String(row.product_description),
              notes: null,
              remark: null,
              technician: null,
              shipping_address: row.shipping_address ?? null,
            });
            return { data: { id, display_number: displayNumber }, error: null };
          },
        };
        return builder;
      }
      const builder = {
        select: () => builder,
        eq: () => builder,
        maybeSingle: async () => ({ data: state.profileRow, error: state.profileError }),
      };
      return builder;
    }),
    functions: {
      invoke: vi.fn(async (path: string, options: { body?: Record<string, unknown> } = {}) => {
        const name = path.split('?')[0] ?? '';
        state.calls.push({ name, body: options.body });
        if (state.gate) await state.gate;
        const answer = reply(name, options.body);
        if (answer === 'network') {
          return { data: null, error: { name: 'FunctionsFetchError', message: 'Failed to send a request' } };
        }
        if (answer.status >= 400) return { data: null, error: httpError(answer.status, answer.body) };
        return { data: structuredClone(answer.body), error: null };
      }),
    },
    rpc: vi.fn(async (name: string, args: Record<string, unknown>) => {
      state.rpcCalls.push({ name, args });
      if (name === 'get_item_events') {
        if (state.eventsError) return { data: null, error: state.eventsError };
        return { data: structuredClone(state.events.get(String(args.p_id)) ?? []), error: null };
      }
      if (name !== 'get_user_repair_requests') return { data: null, error: { message: 'unknown rpc' } };
      if (state.historyError) return { data: null, error: state.historyError };
      if (state.historyAnswer !== null) return { data: state.historyAnswer, error: null };
      const search = String(args.p_search ?? '')
        .trim()
        .toLowerCase();
      const matching = state.repairs.filter(
        (r) => !search || r.id.startsWith(search) || r.product_description.toLowerCase().includes(search),
      );
      const size = Number(args.p_page_size);
      const start = (Number(args.p_page_number) - 1) * size;
      return {
        data: { requests: matching.slice(start, start + size), totalCount: matching.length },
        error: null,
      };
    }),
  };

  /** Holds every function call and insert until the returned release is called. */
  function hold(): () => void {
    let release = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = () => {
        state.gate = null;
        resolve();
      };
    });
    return release;
  }

  const callsTo = (name: string) => state.calls.filter((c) => c.name === name);

  return { state, client, hold, callsTo, newId };
}

export type FakeBackend = ReturnType<typeof createFakeBackend>;
