import { createClient } from '@supabase/supabase-js';
import { startStack } from './local/src/stack';
import { quietLogger } from './local/src/log';

const t0 = Date.now();
const stack = await startStack({ ephemeral: true, apiPort: 0, mailPort: 0, log: quietLogger });
console.log('started in', Date.now() - t0, 'ms', stack.mounted, stack.apiUrl, stack.mailUrl);
try {
  const sb = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false }, realtime: { transport: class { constructor() { throw new Error('no ws'); } } as never } });
  const email = `${crypto.randomUUID()}@example.test`;
  const r = await sb.auth.signUp({ email, password: 'secret123', options: { data: { name: 'A' } } });
  console.log('signup', JSON.stringify(r).slice(0, 600));
  const l = await sb.auth.signInWithPassword({ email, password: 'secret123' });
  console.log('login unconfirmed', l.error?.message, l.error?.code, l.error?.status);
  const msgs = await (await fetch(`${stack.mailUrl}/api/messages?to=${encodeURIComponent(email)}`)).json();
  console.log('mail', JSON.stringify(msgs).slice(0, 400));
  const link = msgs[0].links[0];
  const v = await fetch(link, { redirect: 'manual' });
  console.log('verify', v.status, v.headers.get('location')?.slice(0, 200));
  const l2 = await sb.auth.signInWithPassword({ email, password: 'secret123' });
  console.log('login', l2.error, l2.data.session?.refresh_token, l2.data.user?.email_confirmed_at);
  const bad = await sb.auth.signInWithPassword({ email, password: 'wrong!!' });
  console.log('bad', bad.error?.message, bad.error?.code, bad.error?.status);
} finally {
  await stack.stop();
}
