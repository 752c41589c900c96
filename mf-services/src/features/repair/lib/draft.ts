import { parseRepairDraft, type RepairFormValues } from 'shared/contracts';

/**
 * The repair form's draft: kept (this tab, across reloads) until a successful submission
 * (docs/product.md#repair-requests).
 */
export const REPAIR_DRAFT_KEY = 'repair-form-draft';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage unavailable (privacy mode): no draft
  }
}

/** The saved draft, or null; a corrupt one is removed. */
export function readRepairDraft(): RepairFormValues | null {
  const store = storage();
  const raw = store?.getItem(REPAIR_DRAFT_KEY) ?? null;
  const draft = parseRepairDraft(raw);
  if (raw !== null && draft === null) store?.removeItem(REPAIR_DRAFT_KEY);
  return draft;
}

export function writeRepairDraft(values: RepairFormValues): void {
  const store = storage();
  try {
    if (!values.deviceType && !values.deviceModel && !values.issueDescription)
      store?.removeItem(REPAIR_DRAFT_KEY);
    else store?.setItem(REPAIR_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Quota exceeded: the form still works, only the draft is lost.
  }
}

export function clearRepairDraft(): void {
  storage()?.removeItem(REPAIR_DRAFT_KEY);
}
