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
