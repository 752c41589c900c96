import { startStack } from './local/src/stack';
import { quietLogger } from './local/src/log';

process.env.STORE_AUTH_RATE_LIMIT_SCALE = '1000';
const stack = await startStack({ ephemeral: true, apiPort: 0, mailPort: 0, log: quietLogger });
const H = { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
try {
  // 20 confirmed users via the admin API, then each signs in.
  const tokens: string[] = [];
  for (let i = 0; i < 20; i++) {
    const email = `bench-${i}-${crypto.randomUUID()}@example.test`;
    await fetch(`${stack.apiUrl}/auth/v1/admin/users`, { method: 'POST', headers: { ...H, authorization: `Bearer ${stack.serviceRoleKey}` }, body: JSON.stringify({ email, password: 'secret123', email_confirm: true }) });
    const r = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, { method: 'POST', headers: H, body: JSON.stringify({ email, password: 'secret123' }) });
    tokens.push(((await r.json()) as { refresh_token: string }).refresh_token);
  }
  const lat: number[] = [];
  let errors = 0;
  const until = Date.now() + 10_000;
  await Promise.all(tokens.map(async (tok) => {
    let t = tok;
    while (Date.now() < until) {
      const s = performance.now();
      const r = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`, { method: 'POST', headers: H, body: JSON.stringify({ refresh_token: t }) });
      const b = (await r.json()) as { refresh_token?: string };
      lat.push(performance.now() - s);
      if (!r.ok || !b.refresh_token) { errors++; continue; }
      t = b.refresh_token;
    }
  }));
  lat.sort((a, b) => a - b);
  const p = (q: number) => lat[Math.floor(q * (lat.length - 1))]?.toFixed(1);
  console.log(`refresh: ${lat.length} in 10 s = ${(lat.length / 10).toFixed(0)}/s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, errors ${errors}`);
  // sign-in throughput (bcrypt-bound)
  const email = `bench-login-${crypto.randomUUID()}@example.test`;
  await fetch(`${stack.apiUrl}/auth/v1/admin/users`, { method: 'POST', headers: { ...H, authorization: `Bearer ${stack.serviceRoleKey}` }, body: JSON.stringify({ email, password: 'secret123', email_confirm: true }) });
  const s0 = performance.now();
  await Promise.all(Array.from({ length: 40 }, () => fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, { method: 'POST', headers: H, body: JSON.stringify({ email, password: 'secret123' }) }).then((r) => r.text())));
  console.log(`40 password sign-ins (20-way not limited): ${(performance.now() - s0).toFixed(0)} ms`);
} finally {
  await stack.stop();
}
