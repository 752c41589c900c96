import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { supportChatUrl } from './support-chat';

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
    expect(() => setRuntimeConfig({ ...base, supportChatNumber: '+91 98' })).toThrow();
  });
});
