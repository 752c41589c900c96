// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { injectRuntimeConfig, readRuntimeConfig } from './runtime-config';

afterEach(() => {
  delete process.env.SUPABASE_URL;
  delete process.env.SUPPORT_CHAT_NUMBER;
});

describe('injectRuntimeConfig', () => {
  it('inlines the config and preconnects to the API origin', () => {
    process.env.SUPABASE_URL = 'https://abc.supabase.co';
    const html = injectRuntimeConfig('<head><!--store-config--></head>');
    expect(html).toContain('<link rel="preconnect" href="https://abc.supabase.co" crossorigin>');
    const json = /window\.__STORE_CONFIG__=(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(json)).toMatchObject({ supabaseUrl: 'https://abc.supabase.co' });
  });
});

describe('readRuntimeConfig', () => {
  // The browser uses the inlined copy as is: a malformed setting must stop the server instead.
  it('refuses a malformed setting, naming it', () => {
    process.env.SUPPORT_CHAT_NUMBER = '+91 98';
    expect(() => readRuntimeConfig()).toThrow(/supportChatNumber/);
    process.env.SUPPORT_CHAT_NUMBER = '918012345678';
    process.env.SUPABASE_URL = 'not a url';
    expect(() => readRuntimeConfig()).toThrow(/supabaseUrl/);
  });

  it('reads a well-formed setting', () => {
    process.env.SUPPORT_CHAT_NUMBER = '918012345678';
    expect(readRuntimeConfig()).toMatchObject({ supportChatNumber: '918012345678' });
  });
});
