import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingFlags } from '../loading-flags';
import { renderWithTheme } from '../test-utils';
import { LoadingOverlay } from './LoadingOverlay';
import { LoadingOverlayGate, preloadLoadingOverlay } from './LoadingOverlayGate';

// The overlay's code is here, as after its first showing: it appears in the flag's render.
beforeAll(() => preloadLoadingOverlay());
beforeEach(() => useLoadingFlags.setState({ general: false, profile: false, auth: false, products: false }));

describe('LoadingOverlay', () => {
  it('shows the logo, three bouncing dots and a message as a status', () => {
    renderWithTheme(<LoadingOverlay message="Loading products…" />);
    const overlay = screen.getByRole('status');
    expect(overlay.textContent).toContain('GameGear India');
    expect(overlay.textContent).toContain('Loading products…');
    expect(overlay.querySelectorAll('i')).toHaveLength(3);
    expect(overlay.querySelector('svg')).toBeTruthy();
  });

  it('appears while any flag is on; auth loading shows the featured products text', () => {
    renderWithTheme(<LoadingOverlayGate />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => useLoadingFlags.getState().setFlag('products', true));
    expect(screen.getByTestId('loading-overlay').textContent).not.toContain('Loading featured products...');
    act(() => useLoadingFlags.getState().setFlag('auth', true));
    expect(screen.getByTestId('loading-overlay').textContent).toContain('Loading featured products...');
    act(() => {
      useLoadingFlags.getState().setFlag('auth', false);
      useLoadingFlags.getState().setFlag('products', false);
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('loads its code when a flag first goes on, then shows at once', async () => {
    vi.resetModules();
    const flags = await import('../loading-flags');
    const { LoadingOverlayGate: FreshGate } = await import('./LoadingOverlayGate');
    renderWithTheme(<FreshGate />);
    act(() => flags.useLoadingFlags.getState().setFlag('general', true));
    expect((await screen.findByTestId('loading-overlay')).textContent).toContain('Loading, please wait…');
    act(() => flags.useLoadingFlags.getState().setFlag('general', false));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => flags.useLoadingFlags.getState().setFlag('profile', true));
    expect(screen.getByTestId('loading-overlay').textContent).toContain('Loading your profile…');
  });
});
