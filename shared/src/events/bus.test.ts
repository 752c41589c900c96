import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type EventBusOptions } from './bus';
import * as schemasModule from './event-schemas';

/** A bus whose schemas have loaded: every delivery is synchronous. */
async function loadedBus(options: EventBusOptions = {}) {
  const bus = createEventBus({ onInvalid: vi.fn(), ...options });
  await bus.ready();
  return bus;
}

/** A bus whose schema chunk arrives only when the test says so. */
function busWithPendingSchemas() {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const loadSchemas = vi.fn(
    () =>
      new Promise<typeof schemasModule>((resolve, reject) => {
        arrive = () => resolve(schemasModule);
        fail = reject;
      }),
  );
  const onInvalid = vi.fn();
  const bus = createEventBus({ onInvalid, loadSchemas });
  return { bus, loadSchemas, onInvalid, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

describe('event bus', () => {
  it('delivers a valid payload, with schema defaults applied', async () => {
    const bus = await loadedBus();
    const handler = vi.fn();
    bus.on('toast', handler);
    bus.emit('toast', { title: 'Item added' });
    expect(handler).toHaveBeenCalledWith({ title: 'Item added', status: 'info', duration: 4000 });
  });

  it('drops an invalid payload and reports it instead of delivering', async () => {
    const onInvalid = vi.fn();
    const bus = await loadedBus({ onInvalid });
    const handler = vi.fn();
    bus.on('cart:changed', handler);
    // A remote built against another contract could send anything; the type system is bypassed here.
    bus.emit('cart:changed', { count: -1 });
    bus.emit('cart:changed', { count: 'three' } as unknown as { count: number });
    expect(handler).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(2);
    expect(onInvalid.mock.calls[0]?.[0]).toBe('cart:changed');
  });

  it('reports to console.error by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createEventBus();
    await bus.ready();
    bus.on('order:placed', () => {});
    bus.emit('order:placed', { orderId: '' });
    expect(spy).toHaveBeenCalledWith('Dropped invalid "order:placed" event', expect.any(Array));
    spy.mockRestore();
  });

  it('validates per event name: other events still flow', async () => {
    const bus = await loadedBus();
    const wishlist = vi.fn();
    const cart = vi.fn();
    bus.on('wishlist:changed', wishlist);
    bus.on('cart:changed', cart);
    bus.emit('wishlist:changed', { count: 2 });
    expect(wishlist).toHaveBeenCalledWith({ count: 2 });
    expect(cart).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = await loadedBus();
    const handler = vi.fn();
    const off = bus.on('auth:login-required', handler);
    bus.emit('auth:login-required', { redirectTo: '/wishlist' });
    off();
    bus.emit('auth:login-required', { redirectTo: '/cart' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ redirectTo: '/wishlist' });
  });

  it('rejects a redirect that is not a site path', async () => {
    const onInvalid = vi.fn();
    const bus = await loadedBus({ onInvalid });
    const handler = vi.fn();
    bus.on('auth:login-required', handler);
    bus.emit('auth:login-required', { redirectTo: 'https://evil.example' });
    expect(handler).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledOnce();
  });
});

describe('event bus before its schemas have loaded', () => {
  it('loads nothing until an event is emitted or ready() is called', () => {
    const { bus, loadSchemas } = busWithPendingSchemas();
    bus.on('toast', vi.fn());
    expect(loadSchemas).not.toHaveBeenCalled();
    bus.emit('toast', { title: 'Saved' });
    bus.emit('toast', { title: 'Saved again' });
    expect(loadSchemas).toHaveBeenCalledOnce();
  });

  it('holds deliveries until the schemas arrive, then validates them in emit order', async () => {
    const { bus, arrive, onInvalid } = busWithPendingSchemas();
    const seen: string[] = [];
    bus.on('cart:changed', ({ count }) => seen.push(`cart ${count}`));
    bus.on('toast', ({ title }) => seen.push(`toast ${title}`));
    bus.emit('cart:changed', { count: 1 });
    bus.emit('toast', { title: 'Added to cart' });
    bus.emit('cart:changed', { count: -1 });
    bus.emit('cart:changed', { count: 2 });
    expect(seen).toEqual([]);
    arrive();
    await bus.ready();
    expect(seen).toEqual(['cart 1', 'toast Added to cart', 'cart 2']);
    expect(onInvalid).toHaveBeenCalledOnce();
    // From now on, synchronous.
    bus.emit('cart:changed', { count: 3 });
    expect(seen.at(-1)).toBe('cart 3');
  });

  it('does not deliver a held event to a handler that unsubscribed meanwhile', async () => {
    const { bus, arrive } = busWithPendingSchemas();
    const handler = vi.fn();
    const off = bus.on('wishlist:changed', handler);
    bus.emit('wishlist:changed', { count: 1 });
    off();
    arrive();
    await bus.ready();
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps held events when the schemas fail to load, and delivers them on the next try', async () => {
    const { bus, loadSchemas, fail, arrive } = busWithPendingSchemas();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn();
    bus.on('order:placed', handler);
    bus.emit('order:placed', { orderId: 'A1' });
    fail(new Error('offline'));
    await expect(bus.ready()).rejects.toThrow('offline');
    expect(spy).toHaveBeenCalledWith('Could not load the event schemas', expect.any(Error));
    bus.emit('order:placed', { orderId: 'A2' });
    expect(loadSchemas).toHaveBeenCalledTimes(2);
    arrive();
    await bus.ready();
    expect(handler.mock.calls.map(([payload]) => payload.orderId)).toEqual(['A1', 'A2']);
    spy.mockRestore();
  });
});
