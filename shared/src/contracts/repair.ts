/**
 * Repair requests (docs/product.md#repair-requests).
 * The form's rules and every message, the insert payload, the history answer and the display
 * rules, shared by the repair pages and the database tests (one source of truth).
 */
import * as z from 'zod/mini';
import { REPAIR } from '../constants/spec.ts';
import { PINCODE_MESSAGES } from './pincode-rules.ts';

export { REPAIR_STATUSES, type RepairStatus, repairStatusLabel } from './request-statuses.ts';

export const REPAIR_DEVICE_TYPES = REPAIR.deviceTypes;
export type RepairDeviceType = (typeof REPAIR_DEVICE_TYPES)[number];

/** What the device select shows for each stored value. */
export const REPAIR_DEVICE_LABELS: Record<RepairDeviceType, string> = {
  ps5: 'PlayStation 5',
  ps4: 'PlayStation 4',
  ps3: 'PlayStation 3',
  'xbox-series-x': 'Xbox Series X',
  'xbox-series-s': 'Xbox Series S',
  'nintendo-switch': 'Nintendo Switch',
  'gaming-pc': 'Gaming PC',
  'gaming-laptop': 'Gaming Laptop',
  other: 'Other',
};

export const REPAIR_LIMITS = {
  deviceModel: 100,
  issueDescription: 2000,
  /** '{model} - {issue}' as stored (the database refuses longer). */
  productDescription: 2200,
} as const;

/** Flood limit kept by the database: requests per user per hour (docs/product.md#repair-requests). */
export const REPAIR_HOURLY_LIMIT = 10;

export const REPAIR_MESSAGES = {
  modelRequired: 'Model/Specs required',
  typeRequired: 'Type required',
  descriptionRequired: 'Description required',
  modelTooLong: `Model/Specs must be at most ${REPAIR_LIMITS.deviceModel} characters`,
  descriptionTooLong: `Description must be at most ${REPAIR_LIMITS.issueDescription} characters`,
  aiNeedsFields: 'Please fill all required fields to get AI help',
  aiPromptCopied: 'Prompt copied to clipboard!',
  loginRequired: 'Login required.',
  profileIncomplete: 'Profile incomplete',
  completeProfileFirst: 'Please complete your profile first.',
  fillRequired: 'Please fill all required fields',
  submitFailed: 'Failed to submit request',
  tryAgain: 'Please try again.',
  createFailed: 'Failed to create request.',
  noDataReceived: 'Failed to fetch repair requests: No data received.',
  historyToastAction: 'Try Again',
  emptyTitle: 'No repairs found',
  emptyText: "You haven't submitted any repair requests yet.",
  noMatchTitle: 'No repairs match search',
  noMatchText: 'Try a different term.',
  submitted: 'Repair Request Submitted!',
  // Server refusals beyond the form's (the database's own words):
  unknownDeviceType: 'Unknown device type.',
  mustBePending: 'A new repair request must be pending.',
  ownRequestsOnly: 'You can only create repair requests for yourself.',
  staffOnly: 'Only staff can set notes, remark, technician or estimated completion.',
  descriptionTooLongServer: 'Description is too long (2200 characters at most).',
  /** 429: the flood limit (REPAIR_HOURLY_LIMIT), worded as the other services'. */
  tooMany: `Too many repair requests. You can send up to ${REPAIR_HOURLY_LIMIT} an hour; please try again later.`,
} as const;

/**
 * The refusals of the repair insert the shopper may read (the database's own words, each a rule of
 * docs/product.md#repair-requests). Anything else (a network failure, 'TypeError: Failed to fetch',
 * a database outage) is shown as 'Please try again.' under 'Failed to submit request'.
 */
const REPAIR_SUBMIT_REFUSALS: ReadonlySet<string> = new Set([
  REPAIR_MESSAGES.loginRequired,
  REPAIR_MESSAGES.typeRequired,
  REPAIR_MESSAGES.descriptionRequired,
  REPAIR_MESSAGES.completeProfileFirst,
  REPAIR_MESSAGES.unknownDeviceType,
  REPAIR_MESSAGES.mustBePending,
  REPAIR_MESSAGES.ownRequestsOnly,
  REPAIR_MESSAGES.staffOnly,
  REPAIR_MESSAGES.descriptionTooLongServer,
  REPAIR_MESSAGES.tooMany,
  PINCODE_MESSAGES.profileUnavailable,
  PINCODE_MESSAGES.profileInvalid,
]);

/** The description of the 'Failed to submit request' toast for a failed insert's message. */
export const repairSubmitFailureText = (message: string | null | undefined): string =>
  message && REPAIR_SUBMIT_REFUSALS.has(message) ? message : REPAIR_MESSAGES.tryAgain;

/** 'Failed to fetch repair requests: {message}' */
export const repairFetchFailed = (message: string): string => `Failed to fetch repair requests: ${message}`;
/** Toast: 'Failed to load repair history: {message}' */
export const repairHistoryToast = (message: string): string => `Failed to load repair history: ${message}`;

// Form -----------------------------------------------------------------------------------------

/** The form (and its draft): values as typed. */
export interface RepairFormValues {
  deviceType: string;
  deviceModel: string;
  issueDescription: string;
}
export type RepairField = keyof RepairFormValues;

/** Fields in the order they appear (the first invalid one is scrolled to and focused). */
export const REPAIR_FIELDS: readonly RepairField[] = ['deviceType', 'deviceModel', 'issueDescription'];

export const emptyRepairForm = (): RepairFormValues => ({
  deviceType: '',
  deviceModel: '',
  issueDescription: '',
});

export const isRepairDeviceType = (value: unknown): value is RepairDeviceType =>
  typeof value === 'string' && (REPAIR_DEVICE_TYPES as readonly string[]).includes(value);

const trimmed = (required: string, max: number, tooLong: string) =>
  z.string().check(
    z.refine((v) => v.trim().length > 0, required),
    z.refine((v) => v.trim().length <= max, tooLong),
  );

export const repairFormSchema = z.object({
  deviceType: z.string().check(
    z.refine((v) => v.trim().length > 0, REPAIR_MESSAGES.typeRequired),
    z.refine((v) => v.trim() === '' || isRepairDeviceType(v), REPAIR_MESSAGES.typeRequired),
  ),
  deviceModel: trimmed(
    REPAIR_MESSAGES.modelRequired,
    REPAIR_LIMITS.deviceModel,
    REPAIR_MESSAGES.modelTooLong,
  ),
  issueDescription: trimmed(
    REPAIR_MESSAGES.descriptionRequired,
    REPAIR_LIMITS.issueDescription,
    REPAIR_MESSAGES.descriptionTooLong,
  ),
});

/** One field's message, or null when valid. */
export function validateRepairField(field: RepairField, values: RepairFormValues): string | null {
  const result = repairFormSchema.shape[field].safeParse(values[field] ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Every field's message (valid fields left out). */
export function validateRepairForm(values: RepairFormValues): Partial<Record<RepairField, string>> {
  const errors: Partial<Record<RepairField, string>> = {};
  for (const field of REPAIR_FIELDS) {
    const message = validateRepairField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first invalid field in page order, or null. */
export function firstInvalidRepairField(errors: Partial<Record<RepairField, string>>): RepairField | null {
  return REPAIR_FIELDS.find((f) => errors[f]) ?? null;
}

/** product_description is the model, a dash, then the issue (docs/product.md#repair-requests). */
export const toProductDescription = (
  values: Pick<RepairFormValues, 'deviceModel' | 'issueDescription'>,
): string => `${values.deviceModel.trim()} - ${values.issueDescription.trim()}`;

/** A draft read back from storage: the three strings, or null when corrupt. */
export function parseRepairDraft(raw: string | null): RepairFormValues | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    const pick = (k: RepairField, max: number) =>
      typeof v[k] === 'string' ? (v[k] as string).slice(0, max) : '';
    return {
      deviceType: isRepairDeviceType(v.deviceType) ? v.deviceType : '',
      deviceModel: pick('deviceModel', REPAIR_LIMITS.deviceModel),
      issueDescription: pick('issueDescription', REPAIR_LIMITS.issueDescription),
    };
  } catch {
    return null;
  }
}

/** The AI help prompt (copied, previewed cut at 100 characters: docs/product.md#repair-requests). */
export function repairAiPrompt(values: RepairFormValues): string {
  const device = isRepairDeviceType(values.deviceType)
    ? REPAIR_DEVICE_LABELS[values.deviceType]
    : values.deviceType;
  return [
    `I have a ${device} (${values.deviceModel.trim()}) with this problem: ${values.issueDescription.trim()}`,
    'What are the most likely causes, which simple checks can I do safely at home before sending it for repair,',
    'and which parts or repairs might be needed? Please answer in short steps.',
  ].join(' ');
}

// Insert ---------------------------------------------------------------------------------------

/** The shipping address stored with a request (the database copies it from the profile). */
export interface RepairShippingAddress {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string; city: string; state: string; zip: string; country: string };
}

/** The insert into repairrequests: user_id, status, product_type, product_description, shipping_address. */
export interface RepairInsert {
  user_id: string;
  status: 'pending';
  product_type: RepairDeviceType;
  product_description: string;
  shipping_address: RepairShippingAddress;
}

// History --------------------------------------------------------------------------------------

const nullableString = () => z.optional(z.nullable(z.string()));

export const repairRequestSchema = z.object({
  id: z.string(),
  /** What the shopper reads and types: 'RP-26-7K3M9Q' (absent only in rows read before it existed). */
  display_number: z.optional(z.nullable(z.string())),
  status: z.string(),
  creation_date: z.string(),
  estimated_completion: nullableString(),
  updated_at: nullableString(),
  product_type: z.string(),
  product_description: z.string(),
  notes: nullableString(),
  remark: nullableString(),
  technician: nullableString(),
  /** An object, or the same as a JSON string (older rows). */
  shipping_address: z.optional(z.unknown()),
});
export type RepairRequest = z.infer<typeof repairRequestSchema>;

/** get_user_repair_requests: one object { requests, totalCount, error? }. */
export const repairHistorySchema = z.object({
  requests: z.array(repairRequestSchema),
  totalCount: z.number(),
  error: z.optional(z.nullable(z.string())),
});
export type RepairHistory = z.infer<typeof repairHistorySchema>;

/** The estimated completion is hidden once completed or cancelled (docs/product.md#repair-requests). */
export const showsEstimatedCompletion = (status: string): boolean =>
  status !== 'completed' && status !== 'cancelled';

/** The device label of a stored product_type (unknown values as stored). */
export const repairDeviceLabel = (type: string): string =>
  isRepairDeviceType(type) ? REPAIR_DEVICE_LABELS[type] : type;

/**
 * The stored shipping address (object or JSON string; the street may be `line1` or `street`) as
 * display parts, or null when there is none.
 */
export function parseShippingAddress(raw: unknown): RepairShippingAddress | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
  const a = (typeof v.address === 'object' && v.address !== null ? v.address : {}) as Record<string, unknown>;
  return {
    name: str(v.name),
    email: str(v.email),
    phone: str(v.phone),
    address: {
      line1: str(a.line1) || str(a.street),
      line2: str(a.line2),
      city: str(a.city),
      state: str(a.state),
      zip: str(a.zip),
      country: str(a.country),
    },
  };
}
