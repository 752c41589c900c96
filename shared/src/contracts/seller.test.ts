import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRemoteRoute, SHELL_POLICY_PAGES } from './remotes';
import { sellerProfileSchema } from './seller';
import {
  POLICY_PAGES,
  POLICY_TEXTS,
  policyPage,
  SELLER_IDENTITY,
  SELLER_POLICY,
  sellerAddressLines,
  sellerLine,
} from './seller-policy';

/** The seeded row (supabase/seed, supabase/schemas/14_seller.sql). */
const SEED_SELLER = {
  legal_name: 'GameGear Retail Private Limited',
  trade_name: 'GameGear India',
  gstin: '27AAKCG4821M1Z6',
  address_line1: 'Unit 14, Ground Floor, Kamala Mills Compound',
  address_line2: 'Senapati Bapat Marg, Lower Parel',
  city: 'Mumbai',
  state: 'Maharashtra',
  state_code: '27',
  pincode: '400013',
  support_email: 'support@gamegear.in',
  support_phone: '+91 22 4890 5512',
  grievance_officer_name: 'Priya Nair',
  grievance_officer_email: 'grievance@gamegear.in',
  grievance_officer_phone: '+91 22 4890 5513',
  updated_at: '2026-11-28T10:00:00+00:00',
};

describe('seller contract (docs/product.md#seller-and-policies)', () => {
  it('parses the seeded row and refuses one without its legal name', () => {
    expect(sellerProfileSchema.parse(SEED_SELLER)).toEqual(SEED_SELLER);
    expect(sellerProfileSchema.safeParse({ ...SEED_SELLER, address_line2: null }).success).toBe(true);
    const { legal_name: _, ...rest } = SEED_SELLER;
    expect(sellerProfileSchema.safeParse(rest).success).toBe(false);
  });

  it('writes the address and the footer line', () => {
    expect(sellerAddressLines(SEED_SELLER)).toEqual([
      'Unit 14, Ground Floor, Kamala Mills Compound',
      'Senapati Bapat Marg, Lower Parel',
      'Mumbai, Maharashtra 400013',
    ]);
    expect(sellerAddressLines({ ...SEED_SELLER, address_line2: null })).toHaveLength(2);
    expect(sellerLine(SEED_SELLER)).toBe('GameGear Retail Private Limited · GSTIN 27AAKCG4821M1Z6');
    // The footer's identity is the seeded row's.
    expect(SELLER_IDENTITY).toEqual({ legal_name: SEED_SELLER.legal_name, gstin: SEED_SELLER.gstin });
    const seed = readFileSync(
      path.resolve(import.meta.dirname, '../../../supabase/seed/40_seller.sql'),
      'utf8',
    );
    expect(seed).toContain(`'${SELLER_IDENTITY.legal_name}'`);
    expect(seed).toContain(`'${SELLER_IDENTITY.gstin}'`);
  });

  it('states the policy facts', () => {
    expect(SELLER_POLICY.returns.windowDays).toBe(7);
    expect(POLICY_TEXTS.returnWindow).toBe(
      'Return within 7 days of delivery if the item is unused and in its original packaging.',
    );
    expect(POLICY_TEXTS.refundTiming).toContain('within 5-7 working days after we receive the return');
    expect(POLICY_TEXTS.refundTiming).toContain(
      'cash-on-delivery orders are refunded by bank transfer or UPI',
    );
    expect(POLICY_TEXTS.shipping).toContain('Dispatched within 1 working day, delivered in 1-4 days');
    expect(POLICY_TEXTS.shipping).toContain('the Mumbai region');
    expect([
      POLICY_TEXTS.warrantyNew,
      POLICY_TEXTS.warrantyRefurbished,
      POLICY_TEXTS.warrantyPreOwned,
    ]).toEqual([
      "New items carry the manufacturer's warranty (usually 12 months).",
      'Refurbished items carry our own 6-month warranty.',
      'Pre-owned items carry our own 3-month warranty.',
    ]);
    expect(POLICY_TEXTS.grievancePromise).toBe(
      'We acknowledge a complaint within 48 hours and resolve it within one month of receiving it.',
    );
    expect(POLICY_TEXTS.helpline).toContain('1915');
  });

  it('lists the seven policy pages as the route table does, none of them a category', () => {
    expect(POLICY_PAGES.map((p) => p.path)).toEqual([...SHELL_POLICY_PAGES]);
    for (const page of POLICY_PAGES) {
      expect(matchRemoteRoute(page.path), page.path).toBeNull();
      expect(policyPage(page.path)).toBe(page);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
    expect(policyPage('/Consoles')).toBeUndefined();
  });
});
