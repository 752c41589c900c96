/**
 * Discount codes made and changed with the service key (as staff tooling would), so a journey
 * can own a code and have the server stop accepting it halfway through.
 */
import { randomUUID } from 'node:crypto';
import { SERVICE_ROLE_KEY } from '../../supabase/local/src/keys';
import { apiUrl } from './stack';

const headers = {
  apikey: SERVICE_ROLE_KEY,
  authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
};

/** A fresh percentage code (`rate` a fraction, e.g. 0.1), valid until changed. */
export async function createDiscountCode(rate: number): Promise<string> {
  const code = `E2E${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;
  const res = await fetch(`${apiUrl}/rest/v1/discount_codes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code, description: 'e2e', discount_type: 'percentage', discount_value: rate }),
  });
  if (!res.ok) throw new Error(`create code: ${res.status} ${await res.text()}`);
  return code;
}

/** Ends the code's active window a minute ago: the server now answers 'This discount code has expired.' */
export async function expireDiscountCode(code: string): Promise<void> {
  const res = await fetch(`${apiUrl}/rest/v1/discount_codes?code=eq.${code}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ ends_at: new Date(Date.now() - 60_000).toISOString() }),
  });
  if (!res.ok) throw new Error(`expire code: ${res.status} ${await res.text()}`);
}
