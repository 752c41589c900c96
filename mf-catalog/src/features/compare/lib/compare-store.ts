import { useSyncExternalStore } from 'react';
import { toast } from 'shared';
import {
  addToCompare,
  COMPARE_STORAGE_KEY,
  type CompareAddResult,
  type CompareItem,
  parseStoredCompare,
  removeFromCompare,
} from 'shared/contracts';

/**
 * The compare list while the shopper browses (docs/product.md#catalogue-and-search, "Compare"):
 * kept in localStorage, shared by every card, the product page, the tray and the compare page of
 * this tab, and followed across tabs through the `storage` event. Read only after hydration (the
 * server's snapshot is the empty list), so a server-rendered page never depends on it.
 */

const EMPTY: readonly CompareItem[] = Object.freeze([]);
let current: readonly CompareItem[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the list lives as long as the page
  }
}

function load(): readonly CompareItem[] {
  const raw = storage()?.getItem(COMPARE_STORAGE_KEY);
  if (!raw) return EMPTY;
  try {
    const items = parseStoredCompare(JSON.parse(raw));
    return items.length ? items : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The list now (the same array until it changes, as useSyncExternalStore needs). */
export function compareItems(): readonly CompareItem[] {
  if (current === null) current = load();
  return current;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setCompareItems(next: readonly CompareItem[]): void {
  current = next.length ? [...next] : EMPTY;
  try {
    if (next.length) storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
    else storage()?.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // Full or disabled storage: this page still has the list.
  }
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== COMPARE_STORAGE_KEY) return;
  current = load();
  emit();
}

export function subscribeCompare(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

/** The compare list, re-rendering on every change (empty on the server and while hydrating). */
export function useCompareItems(): readonly CompareItem[] {
  return useSyncExternalStore(subscribeCompare, compareItems, serverSnapshot);
}

/** The toasts of the compare list share one slot: a newer refusal replaces the last one. */
const compareToast = () => toast.action('compare');

/**
 * Adds `item`, or says why not (another subcategory than the list's, a fifth product) in a toast
 * and leaves the list as it is.
 */
export function addCompareItem(item: CompareItem): CompareAddResult {
  const result = addToCompare(compareItems(), item);
  if (result.ok) {
    compareToast().dismiss();
    setCompareItems(result.items);
  } else compareToast().warning(result.message);
  return result;
}

export function removeCompareItem(slug: string): void {
  const items = compareItems();
  if (items.some((i) => i.slug === slug)) setCompareItems(removeFromCompare(items, slug));
}

export function clearCompare(): void {
  compareToast().dismiss();
  setCompareItems([]);
}

/** Tests start from what storage holds now. */
export function resetCompareStoreForTests(): void {
  current = null;
}
