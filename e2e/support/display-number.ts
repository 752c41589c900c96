/**
 * Display numbers (docs/product.md#display-numbers): what people read, say and type for an order or
 * request, 'GG-26-7K3M9Q' (the kind's prefix, the India year, six characters of Crockford's base
 * 32). The uuid stays the id; e-mail subjects, cards, dialog titles and the order's details name the
 * item by its number. Read here as the app reads it: the owner's own row through RLS, or the staff
 * account (repairs, game loads, discount requests and returns through RLS; orders, which staff do
 * not read directly, through staff_list_items as the staff console does).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAs } from './checkout';
import type { TestUser } from './session';
import { staffApi } from './staff-api';

/** The tables whose rows carry a display number, and each one's prefix. */
export const DISPLAY_PREFIX = {
  orders: 'GG',
  repairrequests: 'RP',
  game_load_requests: 'GL',
  product_discount_requests: 'PM',
  return_requests: 'RT',
} as const;

export type NumberedTable = keyof typeof DISPLAY_PREFIX;

/** A whole display number of a table ('GG-26-7K3M9Q' for orders): no I, L, O or U. */
export function displayNumberPattern(table: NumberedTable): RegExp {
  return new RegExp(`^${DISPLAY_PREFIX[table]}-\\d{2}-[0-9A-HJKMNP-TV-Z]{6}$`);
}

/** An order's display number, 'GG-26-7K3M9Q'. */
export const ORDER_NUMBER = displayNumberPattern('orders');

const cache = new Map<string, string>();

/**
 * The display number of row `id` of `table`, read as `user` (the owner, through their own client)
 * or as 'staff' (the seeded staff account). Numbers never change, so each is read once per worker.
 */
export async function displayNumberOf(
  user: TestUser | 'staff',
  table: NumberedTable,
  id: string,
): Promise<string> {
  const key = `${table}:${id}`;
  const known = cache.get(key);
  if (known) return known;
  const number =
    user === 'staff'
      ? table === 'orders'
        ? await staffOrderNumber(id)
        : await ownNumber(await staffApi(), table, id)
      : await ownNumber(await clientAs(user), table, id);
  if (!displayNumberPattern(table).test(number)) {
    throw new Error(`${table} ${id}: '${number}' is not a display number`);
  }
  cache.set(key, number);
  return number;
}

async function ownNumber(api: SupabaseClient, table: NumberedTable, id: string): Promise<string> {
  const { data, error } = await api
    .from(table)
    .select('display_number')
    .eq('id', id)
    .single<{ display_number: string }>();
  if (error || !data) throw new Error(`display number of ${table} ${id}: ${error?.message ?? 'no row'}`);
  return data.display_number;
}

async function staffOrderNumber(id: string): Promise<string> {
  const { data, error } = await (await staffApi()).rpc('staff_list_items', {
    p_kind: 'order',
    p_search: id,
  });
  const item = (data as { items?: { id: string; display_number: string }[] } | null)?.items?.find(
    (i) => i.id === id,
  );
  if (error || !item) throw new Error(`display number of order ${id}: ${error?.message ?? 'not listed'}`);
  return item.display_number;
}
