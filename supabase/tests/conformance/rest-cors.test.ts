/** What a browser needs from the gateway: CORS preflight for supabase-js's headers, exposed counts. */
import { describe, expect, it } from 'vitest';
import { target } from '../helpers/target';

const t = target();
const requested = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-retry-count',
];

describe('CORS', () => {
  it('answers a preflight from any origin for every header supabase-js sends', async () => {
    const response = await fetch(`${t.apiUrl}/rest/v1/user_profiles`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': requested.join(','),
      },
    });
    expect([200, 204]).toContain(response.status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    for (const header of requested) expect(allowed).toContain(header);
  });

  it('exposes Content-Range to browser code', async () => {
    const response = await fetch(`${t.apiUrl}/rest/v1/user_profiles?select=user_id`, {
      headers: {
        origin: 'http://127.0.0.1:3000',
        apikey: t.serviceRoleKey,
        authorization: `Bearer ${t.serviceRoleKey}`,
        prefer: 'count=exact',
      },
    });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((response.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'content-range',
    );
    expect(response.headers.get('content-range')).toMatch(/\/\d+$/);
  });

  it('answers the REST root (health)', async () => {
    const response = await fetch(`${t.apiUrl}/rest/v1/`, { headers: { apikey: t.anonKey } });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
  });
});
