import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './bus';

describe('event bus', () => {
  it('delivers a valid payload, with schema defaults applied', () => {
    const bus = createEventBus(vi.fn());
    const handler = vi.fn();
    bus.on('toast', handler);
    bus.emit('toast', { title: 'Item added' });
    expect(handler).toHaveBeenCalledWith({ title: 'Item added', status: 'info', duration: 4000 });
  });

  it('drops an invalid payload and reports it instead of delivering', () => {
    const onInvalid = vi.fn();
    const bus = createEventBus(onInvalid);
    const handler = vi.fn();
    bus.on('cart:changed', handler);
    // A remote built against another contract could send anything; the type system is bypassed here.
    bus.emit('cart:changed', { count: -1 });
    bus.emit('cart:changed', { count: 'three' } as unknown as { count: number });
    expect(handler).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(2);
    expect(onInvalid.mock.calls[0]?.[0]).toBe('cart:changed');
  });

  it('reports to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createEventBus();
    bus.on('order:placed', () => {});
    bus.emit('order:placed', { orderId: '' });
    expect(spy).toHaveBeenCalledWith('Dropped invalid "order:placed" event', expect.any(Array));
    spy.mockRestore();
  });

  it('validates per event name: other events still flow', () => {
    const bus = createEventBus(vi.fn());
    const wishlist = vi.fn();
    const cart = vi.fn();
    bus.on('wishlist:changed', wishlist);
    bus.on('cart:changed', cart);
    bus.emit('wishlist:changed', { count: 2 });
    expect(wishlist).toHaveBeenCalledWith({ count: 2 });
    expect(cart).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus(vi.fn());
    const handler = vi.fn();
    const off = bus.on('auth:login-required', handler);
    bus.emit('auth:login-required', { redirectTo: '/wishlist' });
    off();
    bus.emit('auth:login-required', { redirectTo: '/cart' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ redirectTo: '/wishlist' });
  });

  it('rejects a redirect that is not a site path', () => {
    const onInvalid = vi.fn();
    const bus = createEventBus(onInvalid);
    const handler = vi.fn();
    bus.on('auth:login-required', handler);
    bus.emit('auth:login-required', { redirectTo: 'https://evil.example' });
    expect(handler).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledOnce();
  });
});
