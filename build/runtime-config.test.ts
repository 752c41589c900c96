// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { injectRuntimeConfig } from './runtime-config';

afterEach(() => {
  delete process.env.SUPABASE_URL;
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
