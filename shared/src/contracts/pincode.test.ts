import { describe, expect, it } from 'vitest';
import { SERVICE_AREA_DISTRICTS } from '../constants/spec';
import {
  isServiceableDistrict,
  isWellFormedPincode,
  PINCODE_MESSAGES,
  type PincodeLookupResult,
  pincodeLookupResultSchema,
  pincodeSchema,
  pinProblemTitles,
  profilePincodeProblem,
  toPincodeLookupResult,
} from './index';

describe('PINCODE_MESSAGES', () => {
  it('are the wording of docs/product.md', () => {
    expect(PINCODE_MESSAGES).toMatchObject({
      mustBeSixDigits: 'Pincode must be exactly 6 digits',
      invalid: 'Invalid pincode',
      error: 'Error validating pincode. Please try again.',
      validated: 'Pincode validated',
      enterSixDigits: 'Please enter a 6-digit pincode.',
      profileUnavailable: 'Service is unavailable for the PIN code in your profile.',
      profileInvalid: 'The PIN code in your profile is invalid. Please update it.',
      profileCheckFailed: 'Could not verify PIN code serviceability. Please try again.',
    });
  });
});

describe('pincodeSchema', () => {
  it('accepts exactly 6 digits', () => {
    expect(pincodeSchema.parse('400001')).toBe('400001');
    expect(pincodeSchema.safeParse('110001').success).toBe(true);
  });

  it.each(['', '40000', '4000011', '12a456', ' 400001', '400 01', 'abcdef'])(
    'refuses %j with the message of docs/product.md',
    (v) => {
      const result = pincodeSchema.safeParse(v);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Pincode must be exactly 6 digits');
    },
  );

  it('refuses non-strings', () => {
    expect(pincodeSchema.safeParse(400001).success).toBe(false);
    expect(pincodeSchema.safeParse(null).success).toBe(false);
  });
});

describe('isServiceableDistrict', () => {
  it.each([
    'Mumbai',
    'Mumbai Suburban',
    'MUMBAI',
    'Thane',
    'thane',
    'Palghar',
    'Navi Mumbai',
    'Kalyan-Dombivli',
    'Mira-Bhayander',
    'Vasai Virar',
  ])('%s is in the service area', (district) => {
    expect(isServiceableDistrict(district)).toBe(true);
  });

  it.each(['New Delhi', 'Central Delhi', 'Pune', 'Raigarh(MH)', 'Bangalore', '', '   '])(
    '%j is not',
    (district) => {
      expect(isServiceableDistrict(district)).toBe(false);
    },
  );

  it('every listed district matches itself', () => {
    for (const district of SERVICE_AREA_DISTRICTS)
      expect(isServiceableDistrict(district), district).toBe(true);
  });

  it('no district is not serviceable', () => {
    expect(isServiceableDistrict(null)).toBe(false);
    expect(isServiceableDistrict(undefined)).toBe(false);
  });
});

describe('toPincodeLookupResult', () => {
  it('a serviceable place: valid, district as city, "Pincode validated"', () => {
    const result = toPincodeLookupResult({ district: 'Mumbai', state: 'Maharashtra' });
    expect(result).toEqual({
      valid: true,
      city: 'Mumbai',
      state: 'Maharashtra',
      message: 'Pincode validated',
      isServiceAvailable: true,
    });
    expect(pincodeLookupResultSchema.safeParse(result).success).toBe(true);
  });

  it('a place outside the area: valid but not serviceable, with its own message', () => {
    const result = toPincodeLookupResult({ district: 'Central Delhi', state: 'Delhi' });
    expect(result).toMatchObject({
      valid: true,
      city: 'Central Delhi',
      state: 'Delhi',
      isServiceAvailable: false,
    });
    expect(result.message).toBe(PINCODE_MESSAGES.notServiceable);
    expect(result.message).not.toBe(PINCODE_MESSAGES.validated);
  });

  it('no place: invalid pincode', () => {
    expect(toPincodeLookupResult(null)).toEqual({
      valid: false,
      city: '',
      state: '',
      message: 'Invalid pincode',
      isServiceAvailable: false,
    });
  });
});

describe('pincodeLookupResultSchema', () => {
  it('requires every field', () => {
    expect(
      pincodeLookupResultSchema.safeParse({ valid: true, city: 'x', state: 'y', message: 'z' }).success,
    ).toBe(false);
  });
});

describe('profilePincodeProblem', () => {
  const serviceable: PincodeLookupResult = toPincodeLookupResult({ district: 'Thane', state: 'Maharashtra' });
  const outside: PincodeLookupResult = toPincodeLookupResult({ district: 'New Delhi', state: 'Delhi' });

  it('null when the profile PIN is serviceable', () => {
    expect(profilePincodeProblem('400601', serviceable)).toBeNull();
  });

  it('a PIN that is not 6 digits is invalid before any lookup', () => {
    for (const zip of ['', null, undefined, '4006', '40060a']) {
      expect(profilePincodeProblem(zip, serviceable)).toBe(PINCODE_MESSAGES.profileInvalid);
    }
  });

  it('maps the lookup: failed, unknown, outside the area', () => {
    expect(profilePincodeProblem('400601', null)).toBe(PINCODE_MESSAGES.profileCheckFailed);
    expect(profilePincodeProblem('999999', toPincodeLookupResult(null))).toBe(
      PINCODE_MESSAGES.profileInvalid,
    );
    expect(profilePincodeProblem('110001', outside)).toBe(PINCODE_MESSAGES.profileUnavailable);
  });
});

describe('a PIN code saved in the profile', () => {
  it('is looked up only once it is 6 digits', () => {
    expect(isWellFormedPincode('400001')).toBe(true);
    expect(isWellFormedPincode(' 400001')).toBe(false);
    expect(isWellFormedPincode('40001')).toBe(false);
    expect(isWellFormedPincode(null)).toBe(false);
  });

  it('titles each problem as docs/product.md does', () => {
    expect(pinProblemTitles(PINCODE_MESSAGES.profileUnavailable)).toEqual({
      toast: 'Service Unavailable',
      banner: 'Service Area Warning',
    });
    expect(pinProblemTitles(PINCODE_MESSAGES.profileInvalid).toast).toBe('Invalid PIN in Profile');
    expect(pinProblemTitles(PINCODE_MESSAGES.profileCheckFailed).toast).toBe('Validation Error');
  });
});
