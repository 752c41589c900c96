import mitt from 'mitt';
import type { EventInput, EventIssues, EventName, EventPayload, EventSchemas } from './event-schemas';

export type { EventInput, EventName, EventPayload } from './event-schemas';

/**
 * Cross-domain events. Every payload is validated against its zod schema on receipt: a remote
 * built against an older contract cannot feed a malformed payload into another domain.
 *
 * The schemas are not part of the first load (ADR 5: zod is ~9 KiB of the home page's scripts,
 * and nothing emits before a shopper acts). Until they have arrived, deliveries wait in one queue
 * and then run in the order they were emitted; from then on every delivery is synchronous. The
 * shell calls `bus.ready()` at the shopper's first press or key, so the chunk is on its way
 * before the click that emits.
 */
type Events = { [K in EventName]: unknown };
type LoadSchemas = () => Promise<{ eventSchemas: EventSchemas }>;

export interface EventBus {
  emit<K extends EventName>(name: K, payload: EventInput<K>): void;
  /** Subscribes; returns the unsubscribe function. Invalid payloads never reach `handler`. */
  on<K extends EventName>(name: K, handler: (payload: EventPayload<K>) => void): () => void;
  /** Loads the schemas (once); resolves when deliveries are synchronous. */
  ready(): Promise<void>;
}

export interface EventBusOptions {
  onInvalid?: (name: string, issues: EventIssues) => void;
  loadSchemas?: LoadSchemas;
}

export function createEventBus({
  onInvalid = reportInvalid,
  loadSchemas = () => import('./event-schemas'),
}: EventBusOptions = {}): EventBus {
  const emitter = mitt<Events>();
  let schemas: EventSchemas | undefined;
  let loading: Promise<void> | undefined;
  const waiting: (() => void)[] = [];

  const ready = (): Promise<void> => {
    loading ??= loadSchemas().then(
      (module) => {
        schemas = module.eventSchemas;
        // A delivery may emit again; those join the end of the queue and run in this same loop.
        for (let run = waiting.shift(); run; run = waiting.shift()) {
          try {
            run();
          } catch (error) {
            // As a throwing handler of a synchronous emit would: reported, and the rest delivered.
            queueMicrotask(() => {
              throw error;
            });
          }
        }
      },
      (error: unknown) => {
        loading = undefined; // the next emit tries again; the queue is kept
        throw error;
      },
    );
    return loading;
  };

  return {
    emit(name, payload) {
      emitter.emit(name, payload);
    },
    on(name, handler) {
      let subscribed = true;
      const deliver = (raw: unknown) => {
        if (!subscribed || !schemas) return;
        const parsed = schemas[name].safeParse(raw);
        if (parsed.success) handler(parsed.data as EventPayload<typeof name>);
        else onInvalid(name, parsed.error.issues);
      };
      const listener = (raw: unknown) => {
        if (schemas && !waiting.length) return deliver(raw);
        waiting.push(() => deliver(raw));
        ready().catch((error: unknown) => console.error('Could not load the event schemas', error));
      };
      emitter.on(name, listener);
      return () => {
        subscribed = false;
        emitter.off(name, listener);
      };
    },
    ready,
  };
}

function reportInvalid(name: string, issues: EventIssues): void {
  console.error(`Dropped invalid "${name}" event`, issues);
}

/** The site-wide bus. `shared` is a federation singleton, so every remote gets this instance. */
export const bus: EventBus = createEventBus();
