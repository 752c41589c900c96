import { DELIVERY_PIN_STORAGE_KEY, isWellFormedPincode } from 'shared/contracts';

/** The PIN code a visitor typed last (localStorage), or null; storage may be off or full. */
export function readStoredPin(): string | null {
  try {
    const value = window.localStorage.getItem(DELIVERY_PIN_STORAGE_KEY);
    return isWellFormedPincode(value) ? value : null;
  } catch {
    return null;
  }
}

export function storePin(pincode: string): void {
  try {
    window.localStorage.setItem(DELIVERY_PIN_STORAGE_KEY, pincode);
  } catch {
    // Private mode or a full storage: the PIN is kept for this page only.
  }
}
