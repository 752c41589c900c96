import { bus } from 'shared';
import { create } from 'zustand';

export type ChromePanel = 'catalog' | 'search' | 'services';

interface ChromeState {
  /** The side panel or drawer that is open; the header and the mobile bar share them. */
  panel: ChromePanel | null;
  /** Latest counts announced by checkout and account ('cart:changed', 'wishlist:changed'). */
  cartCount: number;
  wishlistCount: number;
  openPanel(panel: ChromePanel): void;
  closePanel(): void;
}

export const useChrome = create<ChromeState>((set) => ({
  panel: null,
  cartCount: 0,
  wishlistCount: 0,
  openPanel: (panel) => set({ panel }),
  closePanel: () => set({ panel: null }),
}));

/**
 * The badge counts come from the owning domains over the bus: checkout's `./CartBadge` and
 * account's `./WishlistBadge` widgets (mounted inside the buttons) own the data and emit the
 * count; the shell draws the same capped badge for both. Returns the unsubscribe function.
 */
export function subscribeBadgeCounts(): () => void {
  const offCart = bus.on('cart:changed', ({ count }) => useChrome.setState({ cartCount: count }));
  const offWishlist = bus.on('wishlist:changed', ({ count }) => useChrome.setState({ wishlistCount: count }));
  return () => {
    offCart();
    offWishlist();
  };
}
