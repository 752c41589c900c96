/**
 * The delivery estimate before a purchase (docs/product.md#catalogue-and-search, "Delivery
 * date"): `delivery_estimate(p_pincode)`'s answer (supabase/schemas/15_delivery.sql) and the words
 * the product page and the cart show for it. Dates are India dates ('YYYY-MM-DD').
 */
import * as z from 'zod/mini';

export const DELIVERY_ZONES = ['same_city', 'metro', 'rest'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** delivery_estimate's answer. deliverBy is null when the PIN code is not deliverable. */
export const deliveryEstimateSchema = z.object({
  deliverable: z.boolean(),
  pincode: z.string(),
  district: z.nullable(z.string()),
  zone: z.nullable(z.enum(DELIVERY_ZONES)),
  deliverBy: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  cutoffPassed: z.boolean(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** Where a visitor's typed PIN code is remembered (localStorage). */
export const DELIVERY_PIN_STORAGE_KEY = 'gg.delivery-pin';

/** The daily dispatch cut-off, India time (orders after it leave the next day). */
export const DELIVERY_CUTOFF_HOUR_IST = 14;

export const DELIVERY_MESSAGES = {
  checking: 'Checking delivery date…',
  error: 'Could not check the delivery date. Please try again.',
  enterPin: 'Enter a 6-digit PIN code to see the delivery date.',
} as const;

let deliveryDateFormat: Intl.DateTimeFormat | undefined;

/** 'Thursday, 26 November' for '2026-11-26' (the India calendar date); '' when unreadable. */
export function formatDeliveryDate(isoDate: string | null | undefined): string {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return '';
  // Noon in India of that date: the same calendar day whatever the device's time zone.
  const date = new Date(`${isoDate}T12:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return '';
  deliveryDateFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  });
  return deliveryDateFormat.format(date);
}

/** 'Delivery by Thursday, 26 November' or 'Not deliverable to 110001'. */
export function deliveryEstimateText(estimate: DeliveryEstimate): string {
  const date = estimate.deliverable ? formatDeliveryDate(estimate.deliverBy) : '';
  return date ? `Delivery by ${date}` : `Not deliverable to ${estimate.pincode}`;
}
