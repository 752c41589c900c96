import { describe, expect, it } from 'vitest';
import {
  canTransition,
  ITEM_KINDS,
  illegalTransitionMessage,
  isFinalStatus,
  itemEventsSchema,
  KIND_STATUSES,
  LIFECYCLE_TRANSITIONS,
  nextStatuses,
  staffListPageSchema,
  statusLabel,
} from './lifecycle.ts';

describe('the state machines', () => {
  it('walk orders forward to delivered, and cancel or fail them before delivery only', () => {
    const path = ['pending', 'processing', 'shipped', 'out for delivery', 'delivered'];
    for (let i = 0; i < path.length - 1; i += 1)
      expect(canTransition('order', path[i] ?? '', path[i + 1] ?? '')).toBe(true);
    for (const from of path.slice(0, -1)) {
      expect(canTransition('order', from, 'cancelled')).toBe(true);
      expect(canTransition('order', from, 'failed')).toBe(true);
    }
    expect(nextStatuses('order', 'delivered')).toEqual([]);
    expect(canTransition('order', 'cancelled', 'cancelled')).toBe(false);
    expect(canTransition('order', 'pending', 'shipped')).toBe(false);
    expect(canTransition('order', 'shipped', 'processing')).toBe(false);
  });

  it('knows the request machines of the issue exactly', () => {
    expect(nextStatuses('repair', 'repairing')).toEqual(['completed', 'cancelled']);
    expect(nextStatuses('repair', 'completed')).toEqual([]);
    expect(nextStatuses('game_load', 'pending')).toEqual(['in-progress', 'cancelled']);
    expect(nextStatuses('discount_request', 'pending')).toEqual(['offer_sent']);
    expect(nextStatuses('discount_request', 'offer_sent')).toEqual(['approved', 'rejected']);
    expect(nextStatuses('discount_request', 'approved')).toEqual(['ordered']);
    expect(nextStatuses('discount_request', 'rejected')).toEqual([]);
  });

  it('only names statuses the kinds know, in their order, and every status is reachable or initial', () => {
    for (const kind of ITEM_KINDS) {
      const statuses = KIND_STATUSES[kind] as readonly string[];
      const reached = new Set(['pending']);
      for (const [from, tos] of Object.entries(LIFECYCLE_TRANSITIONS[kind])) {
        expect(statuses).toContain(from);
        for (const to of tos) {
          expect(statuses).toContain(to);
          reached.add(to);
        }
        expect([...tos]).toEqual([...tos].sort((a, b) => statuses.indexOf(a) - statuses.indexOf(b)));
      }
      expect([...reached].sort()).toEqual([...statuses].sort());
    }
    expect(isFinalStatus('order', 'failed')).toBe(true);
    expect(isFinalStatus('order', 'shipped')).toBe(false);
    expect(isFinalStatus('order', 'lost')).toBe(false);
  });
});

describe('labels and messages', () => {
  it('display statuses as the spec shows them and word the 409 like the database', () => {
    expect(statusLabel('out for delivery')).toBe('Out For Delivery');
    expect(statusLabel('offer_sent')).toBe('Offer Sent');
    expect(statusLabel('in-progress')).toBe('In-Progress');
    expect(illegalTransitionMessage('order', 'delivered', 'pending')).toBe(
      'Order cannot move from Delivered to Pending.',
    );
  });
});

describe('answer schemas', () => {
  it('accept the events and a queue page, and refuse an unknown kind', () => {
    const event = {
      id: 1,
      kind: 'order',
      item_id: 'a',
      from_status: null,
      to_status: 'pending',
      remark: null,
      actor_role: 'shopper',
      actor: null,
      created_at: '2026-11-27T10:00:00Z',
    };
    expect(itemEventsSchema.safeParse([event]).success).toBe(true);
    expect(itemEventsSchema.safeParse([{ ...event, kind: 'parcel' }]).success).toBe(false);
    const page = staffListPageSchema.parse({
      items: [{ id: 'x', email: 'a@b.in', name: null, allowedNext: ['processing'], total: 10 }],
      totalCount: 1,
      pageSize: 20,
    });
    expect(page.items[0]).toMatchObject({ total: 10 });
  });
});
