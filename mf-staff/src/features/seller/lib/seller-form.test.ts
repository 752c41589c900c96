import { sellerProfileInputSchema } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { readSellerForm, type SellerFormValues } from './seller-form';

const valid = (): SellerFormValues => ({
  legal_name: 'GameGear Retail Private Limited',
  trade_name: 'GameGear',
  gstin: '27AABCG1234M1Z5',
  address_line1: '12 Linking Road',
  address_line2: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  state_code: '27',
  pincode: '400050',
  support_email: 'support@gamegear.in',
  support_phone: '+91 22 4000 1234',
  grievance_officer_name: 'Priya Nair',
  grievance_officer_email: 'grievance@gamegear.in',
  grievance_officer_phone: '022-4000-1299',
});

const errorsOf = (over: Partial<SellerFormValues>) => {
  const read = readSellerForm({ ...valid(), ...over });
  return read.ok ? {} : read.errors;
};

describe('seller form, checked as seller_profile checks it', () => {
  it('sends trimmed values, the GSTIN in capitals and no second line as null', () => {
    const read = readSellerForm({ ...valid(), gstin: ' 27aabcg1234m1z5 ', city: ' Mumbai ' });
    expect(read).toEqual({
      ok: true,
      input: { ...valid(), gstin: '27AABCG1234M1Z5', address_line2: null, city: 'Mumbai' },
    });
  });

  it('checks the GSTIN’s format and its state code', () => {
    const format = 'GSTIN must be 15 characters: state code, PAN, entity number, Z, check character.';
    expect(errorsOf({ gstin: '27AABCG1234M1Z' }).gstin).toBe(format);
    expect(errorsOf({ gstin: '27AABCG1234M0Z5' }).gstin).toBe(format);
    expect(errorsOf({ gstin: '27AABCG1234M1X5' }).gstin).toBe(format);
    expect(errorsOf({ gstin: '29AABCG1234M1Z5' })).toEqual({
      gstin: 'The GSTIN must start with the state code.',
    });
    expect(errorsOf({ gstin: '29AABCG1234M1Z5', state_code: '29', state: 'Karnataka' })).toEqual({});
    expect(errorsOf({ state_code: '7' }).state_code).toBe(
      'The state code is the two digits of the GST state code (27 Maharashtra).',
    );
  });

  it('checks lengths in characters, PIN code, e-mail and phone', () => {
    expect(errorsOf({ legal_name: 'G' }).legal_name).toBe('Enter the legal name: 2 to 200 characters.');
    expect(errorsOf({ legal_name: 'G'.repeat(201) }).legal_name).toBeTruthy();
    expect(errorsOf({ legal_name: '🎮'.repeat(200) })).toEqual({});
    expect(errorsOf({ trade_name: '  ' }).trade_name).toBe('Enter the trade name: 2 to 200 characters.');
    expect(errorsOf({ address_line1: '' }).address_line1).toBe(
      'Enter the first address line: up to 200 characters.',
    );
    expect(errorsOf({ address_line2: 'x'.repeat(201) }).address_line2).toBe(
      'The second address line can be at most 200 characters.',
    );
    expect(errorsOf({ city: 'x'.repeat(101) }).city).toBe('Enter the city: up to 100 characters.');
    expect(errorsOf({ state: '' }).state).toBe('Enter the state: up to 100 characters.');
    expect(errorsOf({ pincode: '040005' }).pincode).toBe(
      'Enter a 6-digit PIN code that does not start with 0.',
    );
    expect(errorsOf({ pincode: '40005' }).pincode).toBeTruthy();
    expect(errorsOf({ support_email: 'support@gamegear' }).support_email).toBe(
      'Enter an e-mail address such as support@example.in.',
    );
    expect(errorsOf({ grievance_officer_email: 'a b@x.in' }).grievance_officer_email).toBeTruthy();
    expect(errorsOf({ support_phone: '1234567' }).support_phone).toBe(
      'Enter a phone number of 8 to 20 digits, spaces or dashes, with + in front if needed.',
    );
    expect(errorsOf({ grievance_officer_phone: '+91 (22) 4000' }).grievance_officer_phone).toBeTruthy();
    expect(errorsOf({ grievance_officer_name: 'P' }).grievance_officer_name).toBe(
      'Enter the grievance officer’s name: 2 to 100 characters.',
    );
  });

  it('is the schema shared with the database’s rules (null second line allowed)', () => {
    expect(sellerProfileInputSchema.safeParse({ ...valid(), address_line2: null }).success).toBe(true);
    expect(sellerProfileInputSchema.safeParse({ ...valid(), gstin: '27aabcg1234m1z5' }).success).toBe(false);
  });
});
