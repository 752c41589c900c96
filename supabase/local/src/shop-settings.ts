/**
 * Payment settings a developer may override for a local run, applied after migrations and seed:
 * `COD_LIMIT_RUPEES` and `PAYMENT_HOLD_MINUTES` (e.g. a one-minute hold to watch an unpaid order
 * expire). They go into the one row of private.shop_settings; before that table exists they are
 * skipped with a warning. A value that is not a number stops the start: it is a typo to fix.
 */
import type { Sql } from './db';
import type { Logger } from './log';

const SETTINGS = [
  { env: 'COD_LIMIT_RUPEES', column: 'cod_limit_rupees', valid: (n: number) => Number.isFinite(n) && n >= 0 },
  {
    env: 'PAYMENT_HOLD_MINUTES',
    column: 'payment_hold_minutes',
    valid: (n: number) => Number.isInteger(n) && n >= 1,
  },
] as const;

export async function applyShopSettingsFromEnv(
  sql: Sql,
  env: Record<string, string | undefined>,
  log: Logger,
): Promise<void> {
  const wanted = SETTINGS.filter((s) => env[s.env] !== undefined && env[s.env] !== '');
  if (wanted.length === 0) return;
  for (const setting of wanted) {
    const value = Number(env[setting.env]);
    if (!setting.valid(value)) throw new Error(`${setting.env}=${env[setting.env]} is not a valid value`);
  }
  const [row] = await sql<
    { present: boolean }[]
  >`select to_regclass('private.shop_settings') is not null as present`;
  if (!row?.present) {
    log.warn(
      `shop settings: private.shop_settings does not exist yet; ${wanted.map((s) => s.env).join(', ')} ignored`,
    );
    return;
  }
  for (const setting of wanted) {
    const value = Number(env[setting.env]);
    // The column names come from the fixed list above, never from the environment.
    await sql.unsafe(`update private.shop_settings set ${setting.column} = $1`, [value]);
    log.info(`shop settings: ${setting.column} = ${value} (${setting.env})`);
  }
}
