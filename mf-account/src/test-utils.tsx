/** Test helpers of mf-account: providers as the shell gives them, and a fake Supabase client. */
import type { EventPayload } from 'shared';
import type { PincodeLookupResult, UserProfileRow, WishlistItem } from 'shared/contracts';
import { collect } from 'shared/test-utils';
import { vi } from 'vitest';

interface FunctionCall {
  name: string;
  method: string;
  body: Record<string, unknown> | undefined;
  query: Record<string, string>;
}

/** A wishlist item as the server lists it; ids are uuids like the server's. */
export function wishItem(n: number): WishlistItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `product-${n}`,
    title: `Product ${n}`,
    price: 1000 * n,
    discount_price: 900 * n,
    image: null,
    stock_units: 5,
  };
}

export interface FakeUser {
  id: string;
  email: string;
  new_email?: string;
  user_metadata?: Record<string, unknown>;
}

/**
 * The calls the account features make (profile table, `validate-pincode`, `wishlist`, review RPCs),
 * answered from in-memory state (no network).
 */
export function createFakeSupabase() {
  const state = {
    user: { id: 'user-1', email: 'asha@example.com' } as FakeUser | null,
    row: null as UserProfileRow | null,
    selectError: null as { message: string } | null,
    upsertError: null as { message: string } | null,
    /** The upsert answered without a row ('Upsert failed: No data returned.'). */
    upsertReturnsNothing: false,
    upserts: [] as Record<string, unknown>[],
    updateUserError: null as { message: string; code?: string } | null,
    updateUserThrows: false,
    lookup: (pincode: string): { data: PincodeLookupResult | null; error: unknown } => ({
      data: { valid: false, city: '', state: '', message: 'Invalid pincode', isServiceAvailable: false },
      error: pincode ? null : new Error('no pin'),
    }),
    /** The server's wishlist, newest first (the `wishlist` function's rules). */
    wishlist: [] as WishlistItem[],
    /** Products the server knows (POST of anything else answers 404). */
    catalog: new Map<string, WishlistItem>(),
    /** One-shot replies of the next function call ({ status, body }), whatever its name. */
    queued: [] as { status: number; body: unknown }[],
    /** While set, function calls wait for it (optimistic states). */
    gate: null as Promise<void> | null,
    calls: [] as FunctionCall[],
    /** Answers of `supabase.rpc(name, args)`. */
    rpc: (name: string, _args: Record<string, unknown>): { data: unknown; error: unknown } => ({
      data: null,
      error: { message: `unexpected rpc ${name}` },
    }),
  };

  const ok = (body: unknown) => ({ data: body, error: null });
  const fail = (status: number, body: unknown) => ({
    data: null,
    error: {
      name: 'FunctionsHttpError',
      message: 'Edge Function returned a non-2xx status code',
      context: new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    },
  });

  function wishlistReply({ method, body, query }: FunctionCall) {
    if (!state.user) return fail(401, { error: 'Login required.' });
    const id = String(body?.product_uuid ?? query.product_uuid ?? '');
    if (method === 'GET') return ok(state.wishlist);
    if (method === 'POST') {
      const held = state.wishlist.some((i) => i.id === id);
      const known = state.catalog.get(id);
      if (!held && !known) return fail(404, { error: 'This product is not available.' });
      if (!held && known) state.wishlist = [known, ...state.wishlist];
      return ok({ success: true, alreadyExisted: held, items: state.wishlist });
    }
    if (query.clear === 'true') state.wishlist = [];
    else state.wishlist = state.wishlist.filter((i) => i.id !== id);
    return ok({ success: true, items: state.wishlist });
  }

  const tableQuery = () => {
    let pending: 'select' | 'upsert' = 'select';
    const builder = {
      select: () => builder,
      eq: () => builder,
      upsert: (payload: Record<string, unknown>) => {
        pending = 'upsert';
        state.upserts.push(payload);
        return builder;
      },
      maybeSingle: async () => {
        if (pending === 'select') return { data: state.row, error: state.selectError };
        if (state.upsertError) return { data: null, error: state.upsertError };
        if (state.upsertReturnsNothing) return { data: null, error: null };
        const { user_id, updated_at, ...fields } = state.upserts.at(-1) ?? {};
        state.row = {
          ...(fields as Omit<UserProfileRow, 'updated_at'>),
          user_id: String(user_id),
          updated_at: '2026-01-01T00:00:00Z',
        };
        return { data: state.row, error: null };
      },
    };
    return builder;
  };

  const client = {
    auth: {
      getUser: vi.fn(async () =>
        state.user
          ? { data: { user: { ...state.user } }, error: null }
          : { data: { user: null }, error: { message: 'Auth session missing!' } },
      ),
      getSession: vi.fn(async () => ({ data: { session: state.user ? { user: { ...state.user } } : null } })),
      refreshSession: vi.fn(async () => ({ data: {}, error: null })),
      signOut: vi.fn(async (_options?: { scope?: 'global' | 'local' | 'others' }) => {
        state.user = null;
        return { error: null };
      }),
      updateUser: vi.fn(async ({ email, data }: { email?: string; data?: Record<string, unknown> }) => {
        if (state.updateUserThrows) throw new TypeError('Failed to fetch');
        if (state.updateUserError) return { data: { user: null }, error: state.updateUserError };
        if (state.user && email !== undefined) state.user.new_email = email;
        if (state.user && data) state.user.user_metadata = { ...state.user.user_metadata, ...data };
        return { data: { user: state.user }, error: null };
      }),
    },
    from: vi.fn(() => tableQuery()),
    rpc: vi.fn(async (name: string, args: Record<string, unknown>) => state.rpc(name, args)),
    functions: {
      invoke: vi.fn(
        async (path: string, options: { method?: string; body?: Record<string, unknown> } = {}) => {
          const [name = '', search = ''] = path.split('?');
          const call: FunctionCall = {
            name,
            method: options.method ?? 'POST',
            body: options.body,
            query: Object.fromEntries(new URLSearchParams(search)),
          };
          state.calls.push(call);
          if (state.gate) await state.gate;
          const queued = state.queued.shift();
          if (queued) return queued.status < 300 ? ok(queued.body) : fail(queued.status, queued.body);
          if (name === 'wishlist') return wishlistReply(call);
          return state.lookup(String(options.body?.pincode ?? ''));
        },
      ),
    },
  };
  return { state, client };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;

export { renderApp, signIn, signOut } from 'shared/test-utils';

/** Collects the toasts raised through the bus until `stop()`. */
export function collectToasts(): { list: EventPayload<'toast'>[]; stop: () => void } {
  return collect('toast');
}
