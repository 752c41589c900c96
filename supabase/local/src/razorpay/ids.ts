/** Entity ids shaped like Razorpay's: a prefix and 14 base62 characters (`pay_29QQoUBi66xm2f`). */
import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export type IdPrefix = 'order' | 'pay' | 'rfnd' | 'card';

/** 14 random base62 characters (also the shape of Razorpay's webhook event ids). */
export function randomBase62(length = 14): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62[randomInt(BASE62.length)];
  return out;
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62()}`;
}

/** True when `id` has the shape of an id with that prefix (Razorpay refuses others as invalid). */
export function isId(prefix: IdPrefix, id: string): boolean {
  return new RegExp(`^${prefix}_[0-9A-Za-z]{14}$`).test(id);
}

/** Unix seconds, Razorpay's time unit. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
