import { describe, expect, it } from 'vitest';
import {
  canTransition,
  ITEM_KINDS,
  illegalTransitionMessage,
  isFinalStatus,
  isItemId,
  itemEventsSchema,
  KIND_STATUSES,
  LIFECYCLE_MESSAGES,
  LIFECYCLE_TRANSITIONS,
  newestFirst,
  nextStatuses,
  ORDER_TRACKING_STATUSES,
  REVIEW_MODERATION_STATUSES,
  readOrderTracking,
  shopperStatusLabel,
  staffListPageSchema,
  staffNextStatuses,
  staffOrderTrackingAnswerSchema,
  statusColour,
  statusLabel,
  timelineEntryText,
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
    expect(nextStatuses('discount_request', 'offer_sent')).toEqual(['approved', 'rejected', 'ordered']);
    expect(staffNextStatuses('discount_request', 'offer_sent')).toEqual(['approved', 'rejected']);
    expect(staffNextStatuses('discount_request', 'ordered')).toEqual([]);
    expect(nextStatuses('discount_request', 'approved')).toEqual(['ordered']);
    expect(nextStatuses('discount_request', 'rejected')).toEqual([]);
  });

  it('only names statuses the kinds know, in their order, and every status is reachable or initial', () => {
    for (const kind of ITEM_KINDS) {
      const statuses = KIND_STATUSES[kind] as readonly string[];
      // Orders paid online start waiting for their payment; returns start requested; everything
      // else starts pending.
      const reached = new Set(
        kind === 'order' ? ['pending', 'payment_pending'] : kind === 'return' ? ['requested'] : ['pending'],
      );
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
  it('display statuses as docs/product.md shows them and word the 409 like the database', () => {
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
    // Staff reads name the actor; the system's events and older answers have no name.
    expect(itemEventsSchema.parse([{ ...event, actor_name: 'Priya Nair' }])[0]?.actor_name).toBe(
      'Priya Nair',
    );
    expect(itemEventsSchema.safeParse([{ ...event, actor_name: null }]).success).toBe(true);
    expect(itemEventsSchema.safeParse([{ ...event, actor_name: 7 }]).success).toBe(false);
    expect(itemEventsSchema.safeParse([{ ...event, kind: 'parcel' }]).success).toBe(false);
    const page = staffListPageSchema.parse({
      items: [{ id: 'x', email: 'a@b.in', name: null, allowedNext: ['processing'], total: 10 }],
      totalCount: 1,
      pageSize: 20,
    });
    expect(page.items[0]).toMatchObject({ total: 10 });
  });
});

describe('an order’s courier and tracking number', () => {
  it('reads them as the database does: the courier trimmed, the number trimmed and in capitals', () => {
    expect(readOrderTracking('  Blue Dart ', ' bd-12345678 ')).toEqual({
      ok: true,
      courier: 'Blue Dart',
      trackingNumber: 'BD-12345678',
    });
    expect(readOrderTracking('DT', 'ABCD')).toMatchObject({ ok: true });
    expect(readOrderTracking('x'.repeat(60), '9'.repeat(40))).toMatchObject({ ok: true });
  });

  it('refuses what the database refuses, with its messages, field by field', () => {
    expect(readOrderTracking(' B ', 'AB 123')).toEqual({
      ok: false,
      errors: { courier: LIFECYCLE_MESSAGES.courierName, trackingNumber: LIFECYCLE_MESSAGES.trackingNumber },
    });
    expect(readOrderTracking('x'.repeat(61), 'ABC')).toMatchObject({
      errors: { courier: "Enter the courier's name: 2 to 60 characters." },
    });
    expect(readOrderTracking('Delhivery', 'ABC')).toEqual({
      ok: false,
      errors: {
        courier: null,
        trackingNumber: 'Enter the tracking number: 4 to 40 letters, digits or dashes.',
      },
    });
    for (const bad of ['', '9'.repeat(41), 'AB_123', 'AB/123', 'ÄBCD'])
      expect(readOrderTracking('Delhivery', bad).ok, bad).toBe(false);
  });

  it('words the status refusal like the database and names the statuses that allow it', () => {
    expect(LIFECYCLE_MESSAGES.trackingWhile('pending')).toBe(
      'A tracking number is set while an order is Processing, Shipped or Out For Delivery, not Pending.',
    );
    expect(ORDER_TRACKING_STATUSES).toEqual(['processing', 'shipped', 'out for delivery']);
    expect(
      staffOrderTrackingAnswerSchema.safeParse({ id: 'o', courier: 'Blue Dart', tracking_number: 'BD1234' })
        .success,
    ).toBe(true);
  });
});

describe('status colours', () => {
  it('give every status of every kind a colour, one per status wherever it is shown', () => {
    const statuses = [...ITEM_KINDS.flatMap((kind) => KIND_STATUSES[kind]), ...REVIEW_MODERATION_STATUSES];
    for (const status of statuses) expect(statusColour(status), status).not.toBe('grey');
  });

  it('are the product colours of game loads and discount requests', () => {
    const colours = (kind: 'game_load' | 'discount_request') =>
      KIND_STATUSES[kind].map((status) => [status, statusColour(status)]);
    expect(colours('game_load')).toEqual([
      ['pending', 'orange'],
      ['in-progress', 'blue'],
      ['completed', 'green'],
      ['cancelled', 'red'],
    ]);
    expect(colours('discount_request')).toEqual([
      ['pending', 'orange'],
      ['offer_sent', 'blue'],
      ['approved', 'green'],
      ['rejected', 'red'],
      ['ordered', 'purple'],
    ]);
  });

  it('grey a value no kind knows', () => {
    for (const status of ['returned', '', 'on-hold', 'constructor'])
      expect(statusColour(status)).toBe('grey');
  });
});

describe("the shoppers' timeline", () => {
  it('names statuses as each kind’s badge does', () => {
    expect(shopperStatusLabel('order', 'out for delivery')).toBe('Out For Delivery');
    expect(shopperStatusLabel('order', ' ')).toBe('Unknown');
    expect(shopperStatusLabel('repair', 'diagnosing')).toBe('Diagnosing');
    expect(shopperStatusLabel('game_load', 'in-progress')).toBe('In-progress');
    expect(shopperStatusLabel('discount_request', 'offer_sent')).toBe('Offer Sent');
  });

  it('says what the creation and each change are', () => {
    expect(timelineEntryText('order', { from_status: null, to_status: 'pending' })).toEqual({
      created: 'Order placed',
    });
    expect(timelineEntryText('discount_request', { from_status: null, to_status: 'pending' })).toEqual({
      created: 'Discount request submitted',
    });
    expect(timelineEntryText('order', { from_status: 'shipped', to_status: 'out for delivery' })).toEqual({
      from: 'Shipped',
      to: 'Out For Delivery',
    });
    expect(timelineEntryText('repair', { from_status: 'received', to_status: 'diagnosing' })).toEqual({
      from: 'Received',
      to: 'Diagnosing',
    });
  });

  it('takes only a uuid from an e-mail link as an item id', () => {
    expect(isItemId('0b5e1c9a-3f7d-4c2e-9a1b-2c3d4e5f6a7b')).toBe(true);
    expect(isItemId('0B5E1C9A-3F7D-4C2E-9A1B-2C3D4E5F6A7B')).toBe(true);
    expect(isItemId('0b5e1c9a')).toBe(false);
    expect(isItemId("0b5e1c9a-3f7d-4c2e-9a1b-2c3d4e5f6a7b' or 1=1")).toBe(false);
    expect(isItemId(null)).toBe(false);
  });

  it('lists the latest event first without changing the answer', () => {
    const answer = [{ id: 3 }, { id: 7 }, { id: 9 }];
    expect(newestFirst(answer).map((e) => e.id)).toEqual([9, 7, 3]);
    expect(answer.map((e) => e.id)).toEqual([3, 7, 9]);
  });
});
