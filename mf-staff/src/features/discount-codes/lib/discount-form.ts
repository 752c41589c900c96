import {
  DISCOUNT_ADMIN_MESSAGES,
  fromIndiaLocalInput,
  type StaffDiscountCodeInput,
  type StaffDiscountCodeRow,
  staffDiscountCodeInputSchema,
  toIndiaLocalInput,
} from 'shared/contracts';

/** The form's text fields, in the form's order (the first invalid one gets the focus). */
export const DISCOUNT_FIELDS = [
  'code',
  'description',
  'value',
  'max_discount',
  'min_subtotal',
  'starts_at',
  'ends_at',
  'usage_limit_total',
  'usage_limit_per_user',
] as const satisfies readonly (keyof StaffDiscountCodeInput)[];
export type DiscountField = (typeof DISCOUNT_FIELDS)[number];

export interface DiscountFormValues extends Record<DiscountField, string> {
  discount_type: 'percentage' | 'fixed';
  is_active: boolean;
  is_public: boolean;
}
export type DiscountFormErrors = Partial<Record<DiscountField, string>>;

/** A new code: a percentage, no minimum, no window or limits, active, not listed to shoppers. */
export const emptyDiscountForm = (): DiscountFormValues => ({
  code: '',
  description: '',
  discount_type: 'percentage',
  value: '',
  max_discount: '',
  min_subtotal: '0',
  starts_at: '',
  ends_at: '',
  usage_limit_total: '',
  usage_limit_per_user: '',
  is_active: true,
  is_public: false,
});

const text = (n: number | null): string => (n === null ? '' : String(n));

/** A stored code in the form (times as datetime-local in India's time). */
export const discountFormValues = (row: StaffDiscountCodeRow): DiscountFormValues => ({
  code: row.code,
  description: row.description,
  discount_type: row.discount_type,
  value: String(row.value),
  max_discount: text(row.max_discount),
  min_subtotal: String(row.min_subtotal),
  starts_at: toIndiaLocalInput(row.starts_at),
  ends_at: toIndiaLocalInput(row.ends_at),
  usage_limit_total: text(row.usage_limit_total),
  usage_limit_per_user: text(row.usage_limit_per_user),
  is_active: row.is_active,
  is_public: row.is_public,
});

/** A typed number ('1,000', '₹ 500', '10%' allowed); NaN when it is none; null when empty. */
function readNumber(value: string): number | null {
  const cleaned = value.replace(/[₹,%\s]/g, '');
  if (!cleaned) return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export type DiscountFormRead =
  | { ok: true; input: StaffDiscountCodeInput }
  | { ok: false; errors: DiscountFormErrors };

/**
 * Checks the form as staff_upsert_discount_code checks the code (staffDiscountCodeInputSchema):
 * the payload to send (the percentage in per cent, the code in capitals, empty limits as null,
 * times as instants; `is_new` when creating) or each field's first message.
 */
export function readDiscountForm(values: DiscountFormValues, isNew: boolean): DiscountFormRead {
  const errors: DiscountFormErrors = {};
  const startsAt = fromIndiaLocalInput(values.starts_at);
  const endsAt = fromIndiaLocalInput(values.ends_at);
  if (startsAt === undefined) errors.starts_at = DISCOUNT_ADMIN_MESSAGES.window;
  if (endsAt === undefined) errors.ends_at = DISCOUNT_ADMIN_MESSAGES.window;
  const percentage = values.discount_type === 'percentage';
  const candidate = {
    is_new: isNew,
    code: values.code,
    description: values.description.trim(),
    discount_type: values.discount_type,
    value: readNumber(values.value) ?? Number.NaN,
    // A flat discount has no maximum: the field is hidden and not sent.
    max_discount: percentage ? readNumber(values.max_discount) : null,
    min_subtotal: readNumber(values.min_subtotal) ?? 0,
    starts_at: startsAt ?? null,
    ends_at: endsAt ?? null,
    usage_limit_total: readNumber(values.usage_limit_total),
    usage_limit_per_user: readNumber(values.usage_limit_per_user),
    is_active: values.is_active,
    is_public: values.is_public,
  };
  const result = staffDiscountCodeInputSchema.safeParse(candidate);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as DiscountField | undefined;
      if (field && (DISCOUNT_FIELDS as readonly string[]).includes(field) && !errors[field]) {
        errors[field] = issue.message;
      }
    }
    // The schema's rules across fields (the value for its type, the window) run only once every
    // field reads well; the form says everything at once, with the same rules and messages.
    const { value, starts_at: from, ends_at: until } = candidate;
    const cents = Math.round(value * 100) === value * 100;
    const valueOk = percentage ? value >= 1 && value <= 100 && cents : value > 0 && cents;
    if (!errors.value && !valueOk) errors.value = DISCOUNT_ADMIN_MESSAGES.value;
    if (!errors.ends_at && from && until && Date.parse(until) <= Date.parse(from)) {
      errors.ends_at = DISCOUNT_ADMIN_MESSAGES.window;
    }
    // An issue on a field the form cannot name (none expected): show it on the code.
    if (Object.keys(errors).length === 0)
      errors.code = result.error.issues[0]?.message ?? DISCOUNT_ADMIN_MESSAGES.code;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!result.success) return { ok: false, errors };
  return { ok: true, input: result.data };
}

/** The first invalid field in the form's order, or null. */
export const firstInvalidDiscountField = (errors: DiscountFormErrors): DiscountField | null =>
  DISCOUNT_FIELDS.find((field) => errors[field]) ?? null;

/** A stored code as the upsert's payload, switched on or off (Pause / Resume); the rest unchanged. */
export const toggledDiscountInput = (
  row: StaffDiscountCodeRow,
  isActive: boolean,
): StaffDiscountCodeInput => ({
  is_new: false,
  code: row.code,
  description: row.description,
  discount_type: row.discount_type,
  value: row.value,
  max_discount: row.max_discount,
  min_subtotal: row.min_subtotal,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  usage_limit_total: row.usage_limit_total,
  usage_limit_per_user: row.usage_limit_per_user,
  is_active: isActive,
  is_public: row.is_public,
});
