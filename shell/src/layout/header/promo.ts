/** localStorage key remembering that the visitor dismissed the 'Special Offer!' popover. */
export const PROMO_DISMISSED_KEY = 'gamegear:promo-dismissed';

export function isPromoDismissed(): boolean {
  try {
    return window.localStorage.getItem(PROMO_DISMISSED_KEY) === '1';
  } catch {
    return false; // Storage blocked (private mode): show it, just don't remember.
  }
}

export function rememberPromoDismissed(): void {
  try {
    window.localStorage.setItem(PROMO_DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: the popover simply shows again next visit.
  }
}

/**
 * Whether a modal (login, profile, a drawer) or a menu (the account menu) is open: the promo must
 * never cover one, nor catch the tap meant for one of its items.
 */
export function overlayOpen(): boolean {
  return document.querySelector('[aria-modal="true"], [role="menu"]') !== null;
}

/** Auto-open once per page load, not on every route change, and never over an open overlay. */
let autoOpened = false;
export function claimPromoAutoOpen(): boolean {
  if (autoOpened || isPromoDismissed() || overlayOpen()) return false;
  autoOpened = true;
  return true;
}

/** Tests only. */
export function resetPromoAutoOpenForTests(): void {
  autoOpened = false;
}
