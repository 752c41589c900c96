import * as z from 'zod/mini';
import { TOAST } from '../constants/spec';

/**
 * The payload contract of every cross-domain event. Loaded by the bus when first needed, not with
 * the first screen (ADR 5): nothing on a first screen emits an event, and zod is ~9 KiB.
 * `zod/mini` (same engine, functional API) because the classic API does not tree-shake.
 */
const nonEmpty = () => z.string().check(z.minLength(1));
const count = () => z.int().check(z.minimum(0));

export const toastSchema = z.object({
  id: z.optional(z.string()),
  title: nonEmpty(),
  description: z.optional(z.string()),
  status: z._default(z.enum(['success', 'error', 'info', 'warning']), 'info'),
  /** Milliseconds; null keeps the toast until dismissed. */
  duration: z._default(z.nullable(z.int().check(z.positive())), TOAST.defaultDurationMs),
});

export const eventSchemas = {
  'auth:login-required': z.object({ redirectTo: z.optional(z.string().check(z.startsWith('/'))) }),
  'cart:changed': z.object({ count: count() }),
  'wishlist:changed': z.object({ count: count() }),
  'order:placed': z.object({ orderId: nonEmpty() }),
  'profile:open': z.object({}),
  toast: toastSchema,
  /** Removes a toast early (e.g. the persistent support toast once its issue is handled). */
  'toast:dismiss': z.object({ id: nonEmpty() }),
} as const;

export type EventSchemas = typeof eventSchemas;
export type EventName = keyof EventSchemas;
export type EventPayload<K extends EventName> = z.output<EventSchemas[K]>;
export type EventInput<K extends EventName> = z.input<EventSchemas[K]>;
/** What the bus reports about a dropped payload: zod's issues. */
export type EventIssues = z.core.$ZodIssue[];
