import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { parseRuntimeConfig } from '../config/runtime-config-schema';
import {
  discountRequestHelpMessage,
  gameLoadHelpMessage,
  orderHelpMessage,
  repairHelpMessage,
  supportChatUrl,
  supportRequestMessage,
} from './support-chat';

const base = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'x'.repeat(40), remotes: {} };

describe('supportChatUrl', () => {
  it('opens the chat app to the configured number with the message prefilled', () => {
    setRuntimeConfig({ ...base, supportChatNumber: '918012345678' });
    expect(supportChatUrl('Need help with order #ab12 & more')).toBe(
      'https://wa.me/918012345678?text=Need%20help%20with%20order%20%23ab12%20%26%20more',
    );
  });

  it('falls back to the placeholder number when none is configured', () => {
    setRuntimeConfig(base);
    expect(supportChatUrl('hi')).toBe('https://wa.me/919876543210?text=hi');
  });

  it('refuses a malformed number in the config', () => {
    expect(() => parseRuntimeConfig({ ...base, supportChatNumber: '+91 98' })).toThrow();
  });
});

describe('chat message templates', () => {
  it('asks about a repair by id, with device and status', () => {
    expect(repairHelpMessage({ id: 'ab12', device: 'PlayStation 5', status: 'Pending' })).toBe(
      'Need help with my Repair Request # ab12\nDevice: PlayStation 5\nStatus: Pending',
    );
    expect(repairHelpMessage({ id: 'ab12' })).toBe('Need help with my Repair Request # ab12');
  });

  it('has the game load and discount request texts of docs/product.md', () => {
    expect(gameLoadHelpMessage('x1')).toBe('Need help with my Game Load Service Request # x1');
    expect(discountRequestHelpMessage('x2')).toBe('Need help with my Product Discount Request # x2');
  });

  it('carries the support form’s reason, reference and description', () => {
    expect(
      supportRequestMessage({
        reason: 'Order Related',
        referenceLabel: 'Order ID',
        reference: ' 1234 ',
        description: 'Late',
      }),
    ).toBe('Hello GameGear Support,\nReason: Order Related\nOrder ID: 1234\nDescription: Late');
    expect(supportRequestMessage({ reason: 'Others', reference: '', description: 'Hi' })).toBe(
      'Hello GameGear Support,\nReason: Others\nDescription: Hi',
    );
  });

  it('lists an order’s items for order help', () => {
    expect(
      orderHelpMessage({
        id: 'o1',
        orderDate: '1 Jan',
        status: 'Shipped',
        total: '₹1',
        items: [{ name: 'Pad', quantity: 2 }],
      }),
    ).toBe(
      'Hello, I need help with my order #o1.\nOrder date: 1 Jan\nStatus: Shipped\nTotal: ₹1\nItems:\n- Pad x 2',
    );
  });
});
