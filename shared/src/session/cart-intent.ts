import { useSession } from './store';

/**
 * A guest's Add to Cart, kept until they have signed in (a guest's add opens the login modal,
 * docs/product.md#roles-and-access). localStorage, not memory: signing in often finishes in a new
 * page load, or a new tab (the e-mail confirmation link). The product page's Add to Cart takes it
 * once signed in: taking removes it first, so a reload or a second button never adds it twice. It
 * is forgotten on sign-out, when the login is abandoned, and after `CART_INTENT_MAX_AGE_MS`.
 */
export const CART_INTENT_KEY = 'pending-cart-add';

/** As long as a sign-up confirmation link lives (GoTrue's default mailer_otp_exp, 1 h). */
export const CART_INTENT_MAX_AGE_MS = 60 * 60 * 1000;

export interface CartIntent {
  productId: string;
  /** 1-99, from the product page's quantity picker. */
  quantity: number;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

let memory: CartIntent | null = null; // when storage is unavailable

export function rememberCartIntent(productId: string, quantity: number, now = Date.now()): void {
  const intent: CartIntent = { productId, quantity, savedAt: now };
  memory = intent;
  try {
    storage()?.setItem(CART_INTENT_KEY, JSON.stringify(intent));
  } catch {
    // memory only
  }
}

export function forgetCartIntent(): void {
  memory = null;
  try {
    storage()?.removeItem(CART_INTENT_KEY);
  } catch {
    // memory only
  }
}

function isIntent(value: unknown): value is CartIntent {
  const v = value as Partial<CartIntent> | null;
  return (
    typeof v?.productId === 'string' &&
    v.productId !== '' &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) >= 1 &&
    (v.quantity as number) <= 99 &&
    typeof v.savedAt === 'number'
  );
}

/** The pending add, if any and still fresh (a stale or malformed one is dropped). */
export function peekCartIntent(now = Date.now()): CartIntent | null {
  let intent: unknown = memory;
  try {
    const s = storage();
    if (s) {
      const raw = s.getItem(CART_INTENT_KEY);
      intent = raw ? JSON.parse(raw) : null;
    }
  } catch {
    intent = 'unreadable'; // junk in storage: dropped below
  }
  if (!isIntent(intent)) {
    if (intent !== null) forgetCartIntent();
    return null;
  }
  const age = now - intent.savedAt;
  if (age < 0 || age >= CART_INTENT_MAX_AGE_MS) {
    forgetCartIntent();
    return null;
  }
  return intent;
}

/**
 * Takes the pending add of `productId` (its quantity), removing it before anything is sent, so
 * it is acted on once. Another product's intent is left alone.
 */
export function takeCartIntent(productId: string, now = Date.now()): number | null {
  const intent = peekCartIntent(now);
  if (!intent || intent.productId !== productId) return null;
  forgetCartIntent();
  return intent.quantity;
}

// Signing out forgets it (another tab's sign-out too: its session listener updates this store).
useSession.subscribe((state, previous) => {
  if (previous.user && !state.user) forgetCartIntent();
});
