import mitt from 'mitt';
import * as z from 'zod/mini';
import { TOAST } from '../constants/spec';

/**
 * Cross-domain events. Every payload is a zod schema, validated on receipt: a remote built
 * against an older contract cannot feed a malformed payload into another domain.
 * `zod/mini` (same engine, functional API) because the bus is on every first paint and the
 * classic API does not tree-shake (ADR 5).
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

export type EventName = keyof typeof eventSchemas;
export type EventPayload<K extends EventName> = z.output<(typeof eventSchemas)[K]>;
export type EventInput<K extends EventName> = z.input<(typeof eventSchemas)[K]>;
type Events = { [K in EventName]: unknown };

export interface EventBus {
  emit<K extends EventName>(name: K, payload: EventInput<K>): void;
  /** Subscribes; returns the unsubscribe function. Invalid payloads never reach `handler`. */
  on<K extends EventName>(name: K, handler: (payload: EventPayload<K>) => void): () => void;
}

export function createEventBus(
  onInvalid: (name: string, error: z.core.$ZodError) => void = reportInvalid,
): EventBus {
  const emitter = mitt<Events>();
  return {
    emit(name, payload) {
      emitter.emit(name, payload);
    },
    on(name, handler) {
      const listener = (raw: unknown) => {
        const parsed = eventSchemas[name].safeParse(raw);
        if (parsed.success) handler(parsed.data as EventPayload<typeof name>);
        else onInvalid(name, parsed.error);
      };
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}

function reportInvalid(name: string, error: z.core.$ZodError): void {
  console.error(`Dropped invalid "${name}" event`, error.issues);
}

/** The site-wide bus. `shared` is a federation singleton, so every remote gets this instance. */
export const bus: EventBus = createEventBus();
