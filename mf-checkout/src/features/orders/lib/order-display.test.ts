import { supportChatUrl } from 'shared';
import { describe, expect, it } from 'vitest';
import { sampleOrder as order } from '../../../test-utils';
import { readOrdersAnswer } from '../api/get-user-orders';
import { deliveryInfo, OUT_FOR_DELIVERY_NOTICE } from './order-display';
import { orderSupportMessage } from './support-message';

describe('deliveryInfo (docs/product.md#orders)', () => {
  it("says 'Delivered on {date of update}' for delivered orders", () => {
    expect(deliveryInfo(order({ order_status: 'delivered', remark: 'Left at door' }))).toEqual({
      notice: null,
      text: 'Delivered on 21 Nov 2026',
    });
  });

  it('shows a notice plus the remark when out for delivery', () => {
    expect(deliveryInfo(order({ order_status: 'out for delivery', remark: 'Arriving by 6 pm' }))).toEqual({
      notice: OUT_FOR_DELIVERY_NOTICE,
      text: 'Arriving by 6 pm',
    });
  });

  it("shows the remark, or 'to be updated soon'", () => {
    expect(deliveryInfo(order({ order_status: 'shipped', remark: 'Shipped by BlueDart' })).text).toBe(
      'Shipped by BlueDart',
    );
    expect(deliveryInfo(order({ remark: '  ' })).text).toBe('to be updated soon');
  });
});

describe('support chat message', () => {
  it('prefills the order number, date, status, total and items', () => {
    const message = orderSupportMessage(order()) ?? '';
    expect(message).toContain('Hello, I need help with my order #GG-26-7K3M9Q.');
    expect(message).not.toContain('a1b2c3d4');
    expect(message).toContain('Status: Pending');
    expect(message).toContain('Total: ₹55,773.00');
    expect(message).toContain('- DualSense x 2');
    expect(supportChatUrl(message)).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello%2C/);
  });

  it('gives nothing when the details are incomplete', () => {
    expect(orderSupportMessage({ ...order(), order_details: null })).toBeNull();
    expect(orderSupportMessage({ ...order(), id: '' })).toBeNull();
  });
});

describe('readOrdersAnswer', () => {
  it('reads the single object, or one wrapped in an array', () => {
    expect(readOrdersAnswer({ orders: [order()], totalCount: 7 }).totalCount).toBe(7);
    expect(readOrdersAnswer([{ orders: [order()], totalCount: 1 }]).orders).toHaveLength(1);
  });

  it('keeps an order whose details are unreadable, without details', () => {
    const broken = { ...order(), order_details: { products: 'nope' } };
    const [row] = readOrdersAnswer({ orders: [broken], totalCount: 1 }).orders;
    expect(row?.id).toBe(order().id);
    expect(row?.order_details).toBeNull();
  });

  it("passes the procedure's error on", () => {
    expect(readOrdersAnswer({ orders: [], totalCount: 0, error: 'boom' }).error).toBe('boom');
  });
});
