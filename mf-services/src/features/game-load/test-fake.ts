/**
 * The service-profile fake backend (profile, validate-pincode) plus the game load and discount
 * request calls: the two functions (answered by the shared contract's rules, like the server) and
 * the two history RPCs (paged from memory). For component tests (`setSupabaseForTests`).
 */
import {
  type DiscountRequest,
  discountRequestPayloadProblem,
  type GameLoadRequest,
  gameLoadPayloadProblem,
  gameLoadPrice,
} from 'shared/contracts';
import { createFakeBackend, displayNumberFor } from '../service-profile/test-utils';

type Reply = { status: number; body: unknown } | 'network';

const httpError = (status: number, body: unknown) => ({
  name: 'FunctionsHttpError',
  message: 'Edge Function returned a non-2xx status code',
  context: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
});

export function createServiceRequestsBackend() {
  const base = createFakeBackend();
  const extra = {
    gameLoads: [] as GameLoadRequest[],
    discounts: [] as DiscountRequest[],
    /** One-shot replies of the next function calls, by name. */
    queued: [] as { name: string; reply: Reply }[],
    historyError: null as { message: string } | null,
    submissions: [] as { name: string; body: Record<string, unknown> }[],
  };
  let n = 0;
  const newId = () => `9c0ffee${++n}-0000-4000-8000-${String(n).padStart(12, '0')}`;

  function reply(name: string, body: Record<string, unknown>): Reply {
    const queued = extra.queued.findIndex((q) => q.name === name);
    if (queued >= 0) return extra.queued.splice(queued, 1)[0]?.reply ?? 'network';
    if (!base.state.user)
      return { status: 401, body: { success: false, error: 'Please log in to submit a request.' } };
    if (name === 'console-games-addon-service') {
      const problem = gameLoadPayloadProblem(body);
      if (problem) return { status: 400, body: { success: false, error: problem } };
      const id = newId();
      extra.gameLoads.unshift({
        id,
        display_number: displayNumberFor('GL', id),
        console_type: String(body.consoleType),
        available_storage: Number(body.availableStorage),
        storage_unit: String(body.storageUnit),
        games_list: body.games as string[],
        storage_addon_added: Boolean(body.addStorage),
        remark: null,
        status: 'pending',
        created_at: new Date().toISOString(),
        price_details: gameLoadPrice(String(body.consoleType), Boolean(body.addStorage)),
      });
      return { status: 200, body: { success: true, requestId: id } };
    }
    const problem = discountRequestPayloadProblem(body);
    if (problem) return { status: 400, body: { success: false, error: problem } };
    const id = newId();
    extra.discounts.unshift({
      id,
      display_number: displayNumberFor('PM', id),
      product_type: String(body.product_type),
      ecom_site: String(body.ecom_site),
      product_url: String(body.product_url),
      current_price: Number(body.current_price),
      our_price: null,
      remarks: null,
      status: 'pending',
      created_at: new Date().toISOString(),
    });
    return { status: 200, body: { success: true, requestId: id } };
  }

  const invoke = base.client.functions.invoke;
  const baseInvoke = invoke.getMockImplementation();
  invoke.mockImplementation(async (path: string, options: { body?: Record<string, unknown> } = {}) => {
    const name = path.split('?')[0] ?? '';
    if (name !== 'console-games-addon-service' && name !== 'product-discount-request') {
      return (await baseInvoke?.(path, options)) as never;
    }
    extra.submissions.push({ name, body: structuredClone(options.body ?? {}) });
    if (base.state.gate) await base.state.gate;
    const answer = reply(name, options.body ?? {});
    if (answer === 'network') {
      return {
        data: null,
        error: { name: 'FunctionsFetchError', message: 'Failed to send a request' },
      } as never;
    }
    if (answer.status >= 400) return { data: null, error: httpError(answer.status, answer.body) } as never;
    return { data: structuredClone(answer.body), error: null } as never;
  });

  // One request by id, as RLS answers it (the e-mails' links): the caller's own rows only.
  const from = base.client.from;
  const baseFrom = from.getMockImplementation();
  from.mockImplementation(((table: string) => {
    const list =
      table === 'game_load_requests'
        ? extra.gameLoads
        : table === 'product_discount_requests'
          ? extra.discounts
          : null;
    if (!list) return baseFrom?.(table);
    const filters: [string, string][] = [];
    const builder = {
      select: () => builder,
      eq: (column: string, value: string) => {
        filters.push([column, value]);
        return builder;
      },
      maybeSingle: async () => {
        if (extra.historyError) return { data: null, error: extra.historyError };
        const matches = (r: Record<string, unknown>) =>
          filters.every(([column, value]) => r[column] === value);
        const row = base.state.user ? list.find((r) => matches(r as Record<string, unknown>)) : undefined;
        return { data: row ? structuredClone(row) : null, error: null };
      },
    };
    return builder;
  }) as never);

  const rpc = base.client.rpc;
  const baseRpc = rpc.getMockImplementation();
  rpc.mockImplementation(async (name: string, args: Record<string, unknown>) => {
    // 'Buy at ₹X' as the database answers it: the caller's open offer only.
    if (name === 'add_price_match_to_cart') {
      base.state.rpcCalls.push({ name, args });
      const request = extra.discounts.find((r) => r.id === args.p_request_id);
      if (!request?.offer_code || request.status !== 'offer_sent') {
        return { data: null, error: { message: 'This offer has expired.', code: 'PT409' } } as never;
      }
      return { data: { code: request.offer_code, productId: request.product_id }, error: null } as never;
    }
    const list =
      name === 'get_user_game_load_requests'
        ? extra.gameLoads
        : name === 'get_user_product_discount_requests'
          ? extra.discounts
          : null;
    if (!list) return (await baseRpc?.(name, args)) as never;
    base.state.rpcCalls.push({ name, args });
    if (extra.historyError) return { data: null, error: extra.historyError } as never;
    const size = Number(args.p_page_size);
    const start = (Number(args.p_page_number) - 1) * size;
    return {
      data: [
        { requests: structuredClone(list.slice(start, start + size)), totalCount: list.length, error: null },
      ],
      error: null,
    } as never;
  });

  return { ...base, extra };
}

export type ServiceRequestsBackend = ReturnType<typeof createServiceRequestsBackend>;

export function sampleGameLoad(n: number, over: Partial<GameLoadRequest> = {}): GameLoadRequest {
  const id = `${String(n).padStart(8, '0')}-1111-4000-8000-000000000000`;
  return {
    id,
    display_number: displayNumberFor('GL', id),
    console_type: 'PS5',
    available_storage: 1.5,
    storage_unit: 'TB',
    games_list: ['Elden Ring', 'Astro Bot'],
    storage_addon_added: true,
    remark: null,
    status: 'pending',
    created_at: '2026-11-20T04:30:00Z',
    price_details: { base: 9999, addon: 5999, total: 15998 },
    ...over,
  };
}

export function sampleDiscount(n: number, over: Partial<DiscountRequest> = {}): DiscountRequest {
  const id = `${String(n).padStart(8, '0')}-2222-4000-8000-000000000000`;
  return {
    id,
    display_number: displayNumberFor('PM', id),
    product_type: 'Laptops',
    ecom_site: 'Flipkart.in',
    product_url: 'https://www.flipkart.com/asus-tuf/p/itm1',
    current_price: 45999,
    our_price: null,
    remarks: null,
    status: 'pending',
    created_at: '2026-11-20T04:30:00Z',
    ...over,
  };
}
