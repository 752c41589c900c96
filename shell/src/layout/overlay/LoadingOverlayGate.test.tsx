import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';

vi.mock('../../remotes/load-remote', () => ({
  loadRemoteModule: vi.fn(),
  onRemoteRecovered: vi.fn(() => () => {}),
}));

/** Stands in for mf_catalog's ./FeaturedCarousel. */
function FakeCarousel({ intervalMs }: { intervalMs: number }) {
  return <p>Featured Products every {intervalMs} ms</p>;
}

/** Fresh modules per test: the shell caches loaded remote modules for the page's life. */
async function setup() {
  vi.resetModules();
  const { loadRemoteModule } = await import('../../remotes/load-remote');
  const { useLoadingFlags } = await import('../loading-flags');
  const { LoadingOverlayGate, preloadLoadingOverlay } = await import('./LoadingOverlayGate');
  await preloadLoadingOverlay();
  return { loadRemoteModule: vi.mocked(loadRemoteModule), useLoadingFlags, LoadingOverlayGate };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('LoadingOverlayGate featured slot', () => {
  it("loads the catalogue's FeaturedCarousel only during auth loading, with the 1 s interval", async () => {
    const { loadRemoteModule, useLoadingFlags, LoadingOverlayGate } = await setup();
    loadRemoteModule.mockResolvedValue({ default: FakeCarousel });
    renderWithTheme(<LoadingOverlayGate />);
    act(() => useLoadingFlags.getState().setFlag('products', true));
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    expect(loadRemoteModule).not.toHaveBeenCalled();

    act(() => useLoadingFlags.getState().setFlag('auth', true));
    // While the remote loads: the fallback text of docs/product.md.
    expect(screen.getByText('Loading featured products...')).toBeTruthy();
    expect(await screen.findByText('Featured Products every 1000 ms')).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_catalog', './FeaturedCarousel');
    expect(screen.queryByText('Loading featured products...')).toBeNull();
  });

  it('keeps the fallback text, and shows no error box, when the remote cannot be loaded', async () => {
    const { loadRemoteModule, useLoadingFlags, LoadingOverlayGate } = await setup();
    loadRemoteModule.mockRejectedValue(new Error('mf_catalog is down'));
    renderWithTheme(<LoadingOverlayGate />);
    await act(async () => useLoadingFlags.getState().setFlag('auth', true));
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('loading-overlay').textContent).toContain('Loading featured products...');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
