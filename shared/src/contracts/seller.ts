/**
 * The seller and the shop's policies (docs/product.md#seller-and-policies): the one row of
 * `public.seller_profile` (supabase/schemas/14_seller.sql), the fixed policy facts the policy
 * pages and the product page quote, the policy pages' paths, titles and descriptions, and their
 * messages. What the Consumer Protection (E-Commerce) Rules, 2020 and the Digital Personal Data
 * Protection Act, 2023 ask a shop in India to tell its shoppers.
 */
import * as z from 'zod/mini';

/** The row as the API returns it (public read). */
export const sellerProfileSchema = z.object({
  legal_name: z.string(),
  trade_name: z.string(),
  gstin: z.string(),
  address_line1: z.string(),
  address_line2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  state_code: z.string(),
  pincode: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  grievance_officer_name: z.string(),
  grievance_officer_email: z.string(),
  grievance_officer_phone: z.string(),
  updated_at: z.nullable(z.string()),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** The columns the pages read (`from('seller_profile').select(SELLER_PROFILE_COLUMNS)`). */
export const SELLER_PROFILE_COLUMNS =
  'legal_name,trade_name,gstin,address_line1,address_line2,city,state,state_code,pincode,support_email,support_phone,grievance_officer_name,grievance_officer_email,grievance_officer_phone,updated_at';

/** Characters as Postgres's char_length counts them (code points, not UTF-16 units). */
const charLength = (value: string): number => Array.from(value).length;
const lengthBetween = (min: number, max: number, message: string) =>
  z.string().check(
    z.refine((v) => {
      const length = charLength(v);
      return length >= min && length <= max;
    }, message),
  );
const SELLER_GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const SELLER_STATE_CODE = /^[0-9]{2}$/;
const SELLER_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const SELLER_PHONE = /^\+?[0-9 -]{8,20}$/;
const SELLER_EMAIL_MESSAGE = 'Enter an e-mail address such as support@example.in.';
const SELLER_PHONE_MESSAGE =
  'Enter a phone number of 8 to 20 digits, spaces or dashes, with + in front if needed.';

/**
 * What staff may write to `public.seller_profile` (the columns the "Staff edit the seller's
 * details" policy and the column grant allow), with the table's checks (14_seller.sql) and their
 * messages: lengths in characters, the GSTIN's format and its state code, the PIN code, e-mail
 * and phone patterns. `address_line2` is null when there is none.
 */
export const sellerProfileInputSchema = z
  .object({
    legal_name: lengthBetween(2, 200, 'Enter the legal name: 2 to 200 characters.'),
    trade_name: lengthBetween(2, 200, 'Enter the trade name: 2 to 200 characters.'),
    gstin: z
      .string()
      .check(
        z.regex(
          SELLER_GSTIN,
          'GSTIN must be 15 characters: state code, PAN, entity number, Z, check character.',
        ),
      ),
    address_line1: lengthBetween(1, 200, 'Enter the first address line: up to 200 characters.'),
    address_line2: z.nullable(
      lengthBetween(0, 200, 'The second address line can be at most 200 characters.'),
    ),
    city: lengthBetween(1, 100, 'Enter the city: up to 100 characters.'),
    state: lengthBetween(1, 100, 'Enter the state: up to 100 characters.'),
    state_code: z
      .string()
      .check(
        z.regex(
          SELLER_STATE_CODE,
          'The state code is the two digits of the GST state code (27 Maharashtra).',
        ),
      ),
    pincode: z
      .string()
      .check(z.regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit PIN code that does not start with 0.')),
    support_email: z.string().check(z.regex(SELLER_EMAIL, SELLER_EMAIL_MESSAGE)),
    support_phone: z.string().check(z.regex(SELLER_PHONE, SELLER_PHONE_MESSAGE)),
    grievance_officer_name: lengthBetween(2, 100, 'Enter the grievance officer’s name: 2 to 100 characters.'),
    grievance_officer_email: z.string().check(z.regex(SELLER_EMAIL, SELLER_EMAIL_MESSAGE)),
    grievance_officer_phone: z.string().check(z.regex(SELLER_PHONE, SELLER_PHONE_MESSAGE)),
  })
  .check(
    // seller_profile_gstin_state: told once both are well formed (else their own messages say it).
    z.refine(
      (v) =>
        typeof v.gstin !== 'string' ||
        typeof v.state_code !== 'string' ||
        !SELLER_GSTIN.test(v.gstin) ||
        !SELLER_STATE_CODE.test(v.state_code) ||
        v.gstin.slice(0, 2) === v.state_code,
      { message: 'The GSTIN must start with the state code.', path: ['gstin'], when: () => true },
    ),
  );
export type SellerProfileInput = z.infer<typeof sellerProfileInputSchema>;
