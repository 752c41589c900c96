import { type SellerProfile, type SellerProfileInput, sellerProfileInputSchema } from 'shared/contracts';

/** The editable columns, in the form's order (the first invalid one gets the focus). */
export const SELLER_FIELDS = [
  'legal_name',
  'trade_name',
  'gstin',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'state_code',
  'pincode',
  'support_email',
  'support_phone',
  'grievance_officer_name',
  'grievance_officer_email',
  'grievance_officer_phone',
] as const satisfies readonly (keyof SellerProfileInput)[];
export type SellerField = (typeof SELLER_FIELDS)[number];

/** What the fields hold: text, '' for an empty second address line. */
export type SellerFormValues = Record<SellerField, string>;
export type SellerFormErrors = Partial<Record<SellerField, string>>;

export function sellerFormValues(profile: SellerProfile): SellerFormValues {
  const values = {} as SellerFormValues;
  for (const field of SELLER_FIELDS) values[field] = profile[field] ?? '';
  return values;
}

/**
 * What is sent: each value trimmed, the GSTIN in capitals (as it is printed), no second address
 * line as null.
 */
export function toSellerInput(values: SellerFormValues): SellerProfileInput {
  const text = (field: SellerField) => values[field].trim();
  return {
    legal_name: text('legal_name'),
    trade_name: text('trade_name'),
    gstin: text('gstin').toUpperCase(),
    address_line1: text('address_line1'),
    address_line2: text('address_line2') || null,
    city: text('city'),
    state: text('state'),
    state_code: text('state_code'),
    pincode: text('pincode'),
    support_email: text('support_email'),
    support_phone: text('support_phone'),
    grievance_officer_name: text('grievance_officer_name'),
    grievance_officer_email: text('grievance_officer_email'),
    grievance_officer_phone: text('grievance_officer_phone'),
  };
}

export type SellerFormRead =
  | { ok: true; input: SellerProfileInput }
  | { ok: false; errors: SellerFormErrors };

/** Checks the form as the database checks the row: the input to send, or each field's first message. */
export function readSellerForm(values: SellerFormValues): SellerFormRead {
  const input = toSellerInput(values);
  const result = sellerProfileInputSchema.safeParse(input);
  if (result.success) return { ok: true, input: result.data };
  const errors: SellerFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SellerField | undefined;
    if (field && SELLER_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The first invalid field in the form's order, or null. */
export const firstInvalidSellerField = (errors: SellerFormErrors): SellerField | null =>
  SELLER_FIELDS.find((field) => errors[field]) ?? null;
