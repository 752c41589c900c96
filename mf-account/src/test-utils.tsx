/** Test helpers of mf-account: providers as the shell gives them, and a fake Supabase client. */
import type { EventPayload } from 'shared';
import type { PincodeLookupResult, UserProfileRow } from 'shared/contracts';
import { collect } from 'shared/test-utils';
import { vi } from 'vitest';

export interface FakeUser {
  id: string;
  email: string;
  new_email?: string;
}

/** The calls the profile feature makes, answered from in-memory state (no network). */
export function createFakeSupabase() {
  const state = {
    user: { id: 'user-1', email: 'asha@example.com' } as FakeUser | null,
    row: null as UserProfileRow | null,
    selectError: null as { message: string } | null,
    upsertError: null as { message: string } | null,
    /** The upsert answered without a row (spec: 'Upsert failed: No data returned.'). */
    upsertReturnsNothing: false,
    upserts: [] as Record<string, unknown>[],
    updateUserError: null as { message: string; code?: string } | null,
    updateUserThrows: false,
    lookup: (pincode: string): { data: PincodeLookupResult | null; error: unknown } => ({
      data: { valid: false, city: '', state: '', message: 'Invalid pincode', isServiceAvailable: false },
      error: pincode ? null : new Error('no pin'),
    }),
  };

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
      updateUser: vi.fn(async ({ email }: { email: string }) => {
        if (state.updateUserThrows) throw new TypeError('Failed to fetch');
        if (state.updateUserError) return { data: { user: null }, error: state.updateUserError };
        if (state.user) state.user.new_email = email;
        return { data: { user: state.user }, error: null };
      }),
    },
    from: vi.fn(() => tableQuery()),
    functions: {
      invoke: vi.fn(async (_name: string, { body }: { body: { pincode: string } }) =>
        state.lookup(body.pincode),
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
