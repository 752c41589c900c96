/** Test helpers of mf-staff: a fake backend answering the staff console's RPCs from memory. */
import {
  canTransition,
  type ItemEvent,
  type ItemKind,
  illegalTransitionMessage,
  nextStatuses,
  STAFF_PAGE_SIZE,
  type StaffQueueKind,
} from 'shared/contracts';
import { vi } from 'vitest';

export type FakeItem = Record<string, unknown> & { id: string; created_at: string; email: string };

export const uuid = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;

/** An order as `staff_list_items('order')` lists it; `n` orders older items later. */
export function fakeOrder(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    user_id: 'shopper-1',
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    order_status: 'pending',
    remark: null,
    order_details: {
      order_date: '2026-11-20T10:00:00Z',
      products: [
        { id: 'p1', slug: 'ps5', name: `PlayStation ${n}`, image: null, quantity: 1, subtotal: 49990 },
      ],
      order_summary: {},
    },
    customer: 'Asha Rao, 12 Marine Drive, Mumbai 400001',
    total: 49990,
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

export function fakeDiscountRequest(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    product_type: 'Headphones',
    ecom_site: 'Amazon',
    product_url: 'https://www.amazon.in/dp/B0TEST',
    current_price: 12000,
    our_price: null,
    remarks: null,
    status: 'pending',
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

export function fakeRepair(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    status: 'received',
    product_type: 'ps5',
    product_description: 'No HDMI output',
    technician: null,
    estimated_completion: null,
    notes: null,
    remark: null,
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

export function fakeReview(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    review_id: uuid(n),
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    product_name: 'DualSense Controller',
    rating: 4,
    title: 'Good grip',
    comment: '<b>not bold</b> works well',
    status: 'pending',
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

const statusKey = (kind: StaffQueueKind) => (kind === 'order' ? 'order_status' : 'status');
const remarkKey = (kind: ItemKind) => (kind === 'discount_request' ? 'remarks' : 'remark');

interface RpcCall {
  name: string;
  args: Record<string, unknown>;
}

/**
 * The staff RPCs on in-memory queues, with the database's rules that the console relies on: the
 * state machine (illegal moves refused with its 409 text), 20 per page newest first, status
 * filter and search by id prefix, e-mail or text. `refuseNext` makes the next write fail with a
 * given message; `gate` holds writes until released (to see the optimistic state).
 */
export function createFakeStaffBackend() {
  const state = {
    queues: { order: [], repair: [], game_load: [], discount_request: [], review: [] } as Record<
      StaffQueueKind,
      FakeItem[]
    >,
    events: [] as ItemEvent[],
    calls: [] as RpcCall[],
    refuseNext: null as string | null,
    gate: null as Promise<void> | null,
    /** While set, queue reads wait for it (to see what the console shows before a re-read). */
    listGate: null as Promise<void> | null,
  };
  const ok = (data: unknown) => ({ data, error: null });
  const fail = (message: string, code = 'P0001') => ({ data: null, error: { message, code } });

  function list(args: Record<string, unknown>) {
    const kind = args.p_kind as StaffQueueKind;
    const search = String(args.p_search ?? '').toLowerCase();
    const matching = state.queues[kind]
      .filter((i) => !args.p_status || i[statusKey(kind)] === args.p_status)
      .filter(
        (i) =>
          !search ||
          i.id.startsWith(search) ||
          i.email.toLowerCase().includes(search) ||
          JSON.stringify(i).toLowerCase().includes(search),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const page = Number(args.p_page_number ?? 1);
    const items = matching.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE).map((i) => ({
      ...i,
      allowedNext:
        kind === 'review'
          ? i.status === 'pending'
            ? ['approved', 'rejected']
            : []
          : nextStatuses(kind, String(i[statusKey(kind)])),
    }));
    return ok({ items, totalCount: matching.length, pageSize: STAFF_PAGE_SIZE });
  }

  function move(kind: ItemKind, id: string, to: string, remark: unknown) {
    const item = state.queues[kind].find((i) => i.id === id);
    if (!item) return fail('Not found.', 'PT404');
    const from = String(item[statusKey(kind)]);
    if (!canTransition(kind, from, to)) return fail(illegalTransitionMessage(kind, from, to), 'PT409');
    item[statusKey(kind)] = to;
    if (typeof remark === 'string' && remark) item[remarkKey(kind)] = remark;
    state.events.push({
      id: state.events.length + 1,
      kind,
      item_id: id,
      from_status: from,
      to_status: to,
      remark: typeof remark === 'string' ? remark : null,
      actor_role: 'staff',
      actor: 'staff@gamegear.in',
      created_at: '2026-11-26T09:00:00Z',
    });
    return ok({
      id,
      kind,
      status: to,
      remark: item[remarkKey(kind)] ?? null,
      allowedNext: nextStatuses(kind, to),
    });
  }

  async function write(name: string, args: Record<string, unknown>) {
    if (state.gate) await state.gate;
    if (state.refuseNext) {
      const message = state.refuseNext;
      state.refuseNext = null;
      return fail(message, 'PT409');
    }
    switch (name) {
      case 'staff_transition':
        return move(args.p_kind as ItemKind, String(args.p_id), String(args.p_status), args.p_remark);
      case 'staff_send_discount_offer': {
        const item = state.queues.discount_request.find((i) => i.id === args.p_id);
        if (item) item.our_price = args.p_our_price;
        return move('discount_request', String(args.p_id), 'offer_sent', args.p_remarks);
      }
      case 'staff_assign_repair': {
        const repair = state.queues.repair.find((i) => i.id === args.p_id);
        if (!repair) return fail('Not found.', 'PT404');
        repair.technician = String(args.p_technician ?? '').trim() || null;
        repair.estimated_completion = args.p_estimated_completion ?? null;
        return ok({
          id: repair.id,
          technician: repair.technician,
          estimated_completion: repair.estimated_completion,
        });
      }
      case 'moderate_review': {
        const review = state.queues.review.find((i) => i.id === args.p_review_id);
        if (!review) return fail('Review not found.', 'PT404');
        review.status = args.p_status;
        return ok({ review_id: review.id, status: review.status });
      }
      default:
        return fail(`unexpected rpc ${name}`);
    }
  }

  const client = {
    rpc: vi.fn(async (name: string, args: Record<string, unknown>) => {
      state.calls.push({ name, args });
      if (name === 'staff_list_items') {
        if (state.listGate) await state.listGate;
        return list(args);
      }
      if (name === 'get_item_events') {
        return ok(state.events.filter((e) => e.kind === args.p_kind && e.item_id === args.p_id));
      }
      return write(name, args);
    }),
  };
  return { state, client };
}

export type FakeStaffBackend = ReturnType<typeof createFakeStaffBackend>;
