import { create } from 'zustand';

interface LineNoticesState {
  /** The server's refusal shown beside a line, by product id. */
  notices: Readonly<Record<string, string>>;
  set(productId: string, message: string): void;
  clear(productId: string): void;
}

/**
 * What the server said about one cart line when it refused its quantity for the stock ('Only 2
 * left in stock for PS5 Slim.'): shown beside the line, which went back to its quantity, until
 * that line is changed again or removed.
 */
export const useLineNotices = create<LineNoticesState>((set) => ({
  notices: {},
  set: (productId, message) => set((s) => ({ notices: { ...s.notices, [productId]: message } })),
  clear: (productId) =>
    set((s) => {
      if (!(productId in s.notices)) return s;
      const { [productId]: _gone, ...rest } = s.notices;
      return { notices: rest };
    }),
}));
