import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the stacking scale', () => {
  it('puts header popovers (the promo, menus) under dialogs and drawers, under the loading overlay', () => {
    const z = theme.zIndex;
    expect(z.header).toBeLessThan(z.popover);
    expect(z.popover).toBeLessThan(z.drawer);
    expect(z.drawer).toBeLessThan(z.overlay);
    expect(z.overlay).toBeLessThan(z.toast);
  });
});
