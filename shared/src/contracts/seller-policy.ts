/**
 * The shop's policy facts and pages (docs/product.md#seller-and-policies), free of zod so the
 * footer (on every first paint) can name them without the schemas: the seller row's schema is
 * seller.ts.
 */
import type { SellerProfile } from './seller.ts';

/** The registered address, one line each: line 1, line 2 (when given), 'City, State PIN'. */
export function sellerAddressLines(seller: SellerProfile): string[] {
  return [
    seller.address_line1,
    ...(seller.address_line2 ? [seller.address_line2] : []),
    `${seller.city}, ${seller.state} ${seller.pincode}`,
  ];
}

/** 'GameGear Retail Private Limited · GSTIN 27AAKCG4821M1Z6' (the footer's seller line). */
export const sellerLine = (seller: Pick<SellerProfile, 'legal_name' | 'gstin'>): string =>
  `${seller.legal_name} · GSTIN ${seller.gstin}`;

/**
 * The seller's legal identity as the footer shows it on every page without a database read (the
 * footer is on every first paint, which must not load the API client: ADR 0005). It must equal the
 * seeded `seller_profile` row; the policy pages read the row itself.
 */
export const SELLER_IDENTITY = {
  legal_name: 'GameGear Retail Private Limited',
  gstin: '27AAKCG4821M1Z6',
} as const satisfies Pick<SellerProfile, 'legal_name' | 'gstin'>;

/** The fixed policy facts (numbers the pages and the product page quote). */
export const SELLER_POLICY = {
  returns: {
    /** Days from delivery to ask for a return of an unused item in its original packaging. */
    windowDays: 7,
    /** Working days to the refund after the returned item is received. */
    refundWorkingDays: { min: 5, max: 7 },
  },
  shipping: {
    /** Shipping is free on every order. */
    free: true,
    /** Dispatched within this many working days of the order. */
    dispatchWorkingDays: 1,
    /** Delivered in this many days after dispatch. */
    deliveryDays: { min: 1, max: 4 },
    /** Where the shop delivers today (docs/product.md#profile-and-pin-codes). */
    serviceArea: 'the Mumbai region (Mumbai, Thane and Palghar districts)',
  },
  warranty: {
    /** New items: the manufacturer's warranty, usually this many months. */
    newUsualMonths: 12,
    /** The shop's own warranty on refurbished items. */
    refurbishedMonths: 6,
    /** The shop's own warranty on pre-owned items. */
    preOwnedMonths: 3,
  },
  grievance: {
    /** A complaint is acknowledged within this many hours. */
    acknowledgeHours: 48,
    /** ... and resolved within one month of receipt. */
    resolveMonths: 1,
  },
  /** Orders and invoices are kept this many years (tax law); other data as the privacy page says. */
  taxRecordsYears: 8,
  nationalConsumerHelpline: { phone: '1915', url: 'https://consumerhelpline.gov.in' },
  /** Who personal data is shared with, and why. */
  processors: [
    { name: 'Razorpay', purpose: 'the payment gateway, to take online payments and send refunds' },
    { name: 'our courier partner', purpose: 'to pick up and deliver orders and devices' },
    { name: 'our e-mail provider', purpose: 'to send sign-in, order and request e-mails' },
  ],
} as const;

/** The policy facts as the pages and the product page say them. */
export const POLICY_TEXTS = {
  returnWindow: `Return within ${SELLER_POLICY.returns.windowDays} days of delivery if the item is unused and in its original packaging.`,
  defective: 'A defective, damaged or wrong item is replaced or refunded.',
  refundTiming: `Refunds go to the original payment method within ${SELLER_POLICY.returns.refundWorkingDays.min}-${SELLER_POLICY.returns.refundWorkingDays.max} working days after we receive the return; cash-on-delivery orders are refunded by bank transfer or UPI.`,
  returnShipping:
    'We pay the return shipping for a defective, damaged or wrong item; for any other return the shopper pays it.',
  shipping: `Free shipping. Dispatched within ${SELLER_POLICY.shipping.dispatchWorkingDays} working day, delivered in ${SELLER_POLICY.shipping.deliveryDays.min}-${SELLER_POLICY.shipping.deliveryDays.max} days across ${SELLER_POLICY.shipping.serviceArea}, the area we serve today.`,
  warrantyNew: `New items carry the manufacturer's warranty (usually ${SELLER_POLICY.warranty.newUsualMonths} months).`,
  warrantyRefurbished: `Refurbished items carry our own ${SELLER_POLICY.warranty.refurbishedMonths}-month warranty.`,
  warrantyPreOwned: `Pre-owned items carry our own ${SELLER_POLICY.warranty.preOwnedMonths}-month warranty.`,
  grievancePromise: `We acknowledge a complaint within ${SELLER_POLICY.grievance.acknowledgeHours} hours and resolve it within one month of receiving it.`,
  helpline: `Not satisfied? Call the National Consumer Helpline on ${SELLER_POLICY.nationalConsumerHelpline.phone} or file a complaint at consumerhelpline.gov.in.`,
} as const;

/** The policy pages (the shell's own, server-rendered), in the footer's order. */
export const POLICY_PAGES = [
  {
    path: '/about-seller',
    label: 'About the Seller',
    title: 'About the Seller',
    description:
      'Who sells on GameGear India: legal name, registered address in Mumbai, GSTIN and how to contact us.',
  },
  {
    path: '/grievance-officer',
    label: 'Grievance Officer',
    title: 'Grievance Officer',
    description:
      'Our grievance officer: name, e-mail and phone. Complaints acknowledged within 48 hours and resolved within one month.',
  },
  {
    path: '/returns-and-refunds',
    label: 'Returns & Refunds',
    title: 'Returns and Refunds',
    description:
      'Return unused items within 7 days of delivery; defective or damaged items replaced or refunded; refunds in 5-7 working days.',
  },
  {
    path: '/shipping',
    label: 'Shipping',
    title: 'Shipping',
    description:
      'Free shipping across the Mumbai region: dispatched within 1 working day, delivered in 1-4 days.',
  },
  {
    path: '/warranty',
    label: 'Warranty',
    title: 'Warranty',
    description:
      "Manufacturer's warranty on new items (usually 12 months), 6 months on refurbished and 3 months on pre-owned items.",
  },
  {
    path: '/terms',
    label: 'Terms of Use',
    title: 'Terms of Use',
    description:
      'The terms of buying from GameGear India and using its repair, game loading and price-match services.',
  },
  {
    path: '/privacy',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'What personal data GameGear India collects, why, who it is shared with, how long it is kept and how to ask for it to be deleted.',
  },
] as const satisfies readonly { path: string; label: string; title: string; description: string }[];

export type PolicyPath = (typeof POLICY_PAGES)[number]['path'];

export const POLICY_PATHS: readonly PolicyPath[] = POLICY_PAGES.map((p) => p.path);

export function policyPage(path: string): (typeof POLICY_PAGES)[number] | undefined {
  return POLICY_PAGES.find((p) => p.path === path);
}

export const SELLER_MESSAGES = {
  loading: 'Loading seller details...',
  loadFailed: 'Could not load the seller details.',
  /** The query found no row (a deployment that has not filled it in). */
  missing: 'Seller details are not available right now.',
  retry: 'Retry',
  /** The privacy notice under the sign-up form (docs/product.md#identity-and-sign-in). */
  signUpNotice:
    'We use your name and e-mail to create your account and to send you order and request updates. To see, correct or delete your data, e-mail our grievance officer.',
  signUpNoticeLink: 'Privacy Policy',
} as const;
