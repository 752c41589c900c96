import { describe, expect, it } from 'vitest';
import { PROFILE } from '../constants/spec';
import {
  addressLines,
  addressSchema,
  digitsOnly,
  findProfileSaveProblem,
  formCountry,
  isProfileCardComplete,
  isProfileCompleteForOrdering,
  PROFILE_COUNTRY,
  PROFILE_LIMITS,
  PROFILE_TEXT_FIELDS,
  type Profile,
  profileSchema,
  profileTextLength,
  saveFailedMessage,
  textLengthProblem,
  textTooLongMessage,
  toProfile,
  toProfileRow,
  validateNewEmail,
  validateProfileForSave,
} from './index';

const complete: Profile = {
  name: 'Aarav Sharma',
  email: 'aarav@example.in',
  phone: '9876543210',
  address: {
    line1: '12 Marine Drive',
    line2: '',
    city: 'Mumbai',
    state: 'Maharashtra',
    zip: '400001',
    country: 'India',
  },
  updated_at: '2026-11-22T10:00:00Z',
};

const withAddress = (patch: Partial<Profile['address']>): Profile => ({
  ...complete,
  address: { ...complete.address, ...patch },
});

describe('PROFILE_LIMITS', () => {
  it('are the documented limits from constants/spec', () => {
    expect(PROFILE_LIMITS).toEqual({ text: 50, phone: 10, zip: 6 });
    expect(PROFILE_LIMITS.text).toBe(PROFILE.textFieldMax);
    expect(PROFILE_LIMITS.phone).toBe(PROFILE.phoneDigits);
    expect(PROFILE_LIMITS.zip).toBe(PROFILE.pincodeDigits);
  });
});

describe('profileSchema / addressSchema', () => {
  it('accept a complete profile and partial digit input', () => {
    expect(profileSchema.safeParse(complete).success).toBe(true);
    expect(profileSchema.safeParse({ ...complete, phone: '98765', updated_at: null }).success).toBe(true);
    expect(addressSchema.safeParse({ ...complete.address, zip: '400' }).success).toBe(true);
  });

  it('refuse text over 50 characters, non-digits and over-long digit fields', () => {
    expect(profileSchema.safeParse({ ...complete, name: 'x'.repeat(51) }).success).toBe(false);
    expect(profileSchema.safeParse({ ...complete, name: 'x'.repeat(50) }).success).toBe(true);
    expect(profileSchema.safeParse({ ...complete, phone: '98765432101' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...complete, phone: '98765-4321' }).success).toBe(false);
    for (const key of ['line1', 'line2', 'city', 'state', 'country'] as const) {
      expect(addressSchema.safeParse({ ...complete.address, [key]: 'y'.repeat(51) }).success, key).toBe(
        false,
      );
    }
    expect(addressSchema.safeParse({ ...complete.address, zip: '4000011' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...complete.address, zip: '40OO01' }).success).toBe(false);
  });

  it("count characters as Postgres's char_length does (code points)", () => {
    // 50 emoji are 100 UTF-16 units but 50 characters: the database takes them.
    const emoji = '🎮'.repeat(50);
    expect(emoji).toHaveLength(100);
    expect(profileSchema.safeParse({ ...complete, name: emoji }).success).toBe(true);
    expect(profileSchema.safeParse({ ...complete, name: `${emoji}x` }).success).toBe(false);
    expect(addressSchema.safeParse({ ...complete.address, city: 'ठाणे'.repeat(12) }).success).toBe(true);
  });
});

describe('toProfile / toProfileRow', () => {
  it('maps a row to the client view: mobile -> phone, email from auth, nulls -> empty', () => {
    const profile = toProfile(
      {
        user_id: 'u1',
        name: 'Priya',
        mobile: '9123456789',
        address: { line1: '1 MG Road', city: 'Thane', zip: '400601', line2: null },
        updated_at: '2026-11-22T10:00:00Z',
      },
      'priya@example.in',
    );
    expect(profile).toEqual({
      name: 'Priya',
      email: 'priya@example.in',
      phone: '9123456789',
      address: { line1: '1 MG Road', line2: '', city: 'Thane', state: '', zip: '400601', country: '' },
      updated_at: '2026-11-22T10:00:00Z',
    });
    expect(profileSchema.safeParse(profile).success).toBe(true);
  });

  it('gives an empty profile for "no row"', () => {
    for (const row of [null, undefined, { name: null, mobile: null, address: null }]) {
      const profile = toProfile(row, 'a@b.in');
      expect(profile.name).toBe('');
      expect(profile.phone).toBe('');
      expect(profile.email).toBe('a@b.in');
      expect(profile.address).toEqual({ line1: '', line2: '', city: '', state: '', zip: '', country: '' });
      expect(profile.updated_at).toBeNull();
    }
  });

  it('maps back for the upsert: phone -> mobile, trimmed, no email or timestamp', () => {
    const row = toProfileRow({
      ...complete,
      name: '  Aarav  ',
      address: { ...complete.address, city: ' Mumbai ' },
    });
    expect(row).toEqual({
      name: 'Aarav',
      mobile: '9876543210',
      address: { ...complete.address, city: 'Mumbai' },
    });
    expect(row).not.toHaveProperty('email');
    expect(row).not.toHaveProperty('phone');
    expect(row).not.toHaveProperty('updated_at');
  });

  it('round-trips', () => {
    const { user_id: _, ...again } = {
      user_id: 'u1',
      ...toProfileRow(complete),
      updated_at: complete.updated_at,
    };
    expect(toProfile(again, complete.email)).toEqual(complete);
  });
});

describe('completeness rules', () => {
  it('a full profile is complete for ordering and for the card', () => {
    expect(isProfileCompleteForOrdering(complete)).toBe(true);
    expect(isProfileCardComplete(complete)).toBe(true);
  });

  it('ordering needs name, email, phone, line1, city, state and zip (not line2 or country)', () => {
    const missing: [string, Profile][] = [
      ['name', { ...complete, name: '' }],
      ['email', { ...complete, email: '' }],
      ['phone', { ...complete, phone: '' }],
      ['line1', withAddress({ line1: '' })],
      ['city', withAddress({ city: '   ' })],
      ['state', withAddress({ state: '' })],
      ['zip', withAddress({ zip: '' })],
    ];
    for (const [field, profile] of missing) {
      expect(isProfileCompleteForOrdering(profile), field).toBe(false);
      expect(isProfileCardComplete(profile), field).toBe(false);
    }
    expect(isProfileCompleteForOrdering(withAddress({ line2: '' }))).toBe(true);
    expect(isProfileCompleteForOrdering(withAddress({ country: '' }))).toBe(true);
  });

  it('the profile card also needs the country', () => {
    expect(isProfileCardComplete(withAddress({ country: '' }))).toBe(false);
    expect(isProfileCardComplete(withAddress({ line2: '' }))).toBe(true);
  });

  it('no profile is never complete', () => {
    expect(isProfileCompleteForOrdering(null)).toBe(false);
    expect(isProfileCompleteForOrdering(undefined)).toBe(false);
    expect(isProfileCardComplete(null)).toBe(false);
  });
});

describe('validateProfileForSave', () => {
  it('accepts a complete profile, with or without line 2', () => {
    expect(validateProfileForSave(complete)).toBeNull();
    expect(validateProfileForSave(withAddress({ line2: 'Near Churchgate' }))).toBeNull();
  });

  it('reports missing profile data first', () => {
    expect(validateProfileForSave(null)).toBe('Profile data missing.');
    expect(validateProfileForSave(undefined)).toBe('Profile data missing.');
  });

  it('checks phone digits when given (phone itself is optional for saving)', () => {
    expect(validateProfileForSave({ ...complete, phone: '98765' })).toBe('Phone must be 10 digits');
    expect(validateProfileForSave({ ...complete, phone: '98765abcde' })).toBe('Phone must be 10 digits');
    expect(validateProfileForSave({ ...complete, phone: '' })).toBeNull();
  });

  it('checks PIN digits when given', () => {
    expect(validateProfileForSave(withAddress({ zip: '4000' }))).toBe('Pincode must be 6 digits');
    expect(validateProfileForSave(withAddress({ zip: '40000a' }))).toBe('Pincode must be 6 digits');
  });

  it('then each required field with its message', () => {
    expect(validateProfileForSave({ ...complete, name: ' ' })).toBe('Name required.');
    expect(validateProfileForSave(withAddress({ line1: '' }))).toBe('Address Line 1 required.');
    expect(validateProfileForSave(withAddress({ city: '' }))).toBe('City required.');
    expect(validateProfileForSave(withAddress({ state: '' }))).toBe('State required.');
    expect(validateProfileForSave(withAddress({ zip: '' }))).toBe('Pincode required.');
    expect(validateProfileForSave(withAddress({ country: '' }))).toBe('Country required.');
  });

  it('returns the FIRST failure in the order of docs/product.md', () => {
    const empty = toProfile(null, 'a@b.in');
    // Walk the order by fixing one problem at a time.
    const steps: [Partial<Profile> | null, string | null][] = [
      [{ phone: '123', address: { ...empty.address, zip: '12' } }, 'Phone must be 10 digits'],
      [{ phone: '9876543210' }, 'Pincode must be 6 digits'],
      [{ address: { ...empty.address, zip: '' } }, 'Name required.'],
      [{ name: 'N' }, 'Address Line 1 required.'],
    ];
    let profile: Profile = { ...empty };
    for (const [patch, expected] of steps) {
      profile = { ...profile, ...patch };
      expect(validateProfileForSave(profile)).toBe(expected);
    }
    const rest: [keyof Profile['address'], string, string][] = [
      ['line1', 'L1', 'City required.'],
      ['city', 'Mumbai', 'State required.'],
      ['state', 'Maharashtra', 'Pincode required.'],
      ['zip', '400001', 'Country required.'],
    ];
    for (const [key, value, expected] of rest) {
      profile = { ...profile, address: { ...profile.address, [key]: value } };
      expect(validateProfileForSave(profile)).toBe(expected);
    }
    profile = { ...profile, address: { ...profile.address, country: 'India' } };
    expect(validateProfileForSave(profile)).toBeNull();
  });
});

describe('text over 50 characters', () => {
  const over = 'Baner Road, Near Balewadi High Street, Pune Maharashtra'; // 55

  it('one message builder names the field and says how long it is now', () => {
    expect(textTooLongMessage('line1', 57)).toBe('Address Line 1 can be at most 50 characters (now 57).');
    expect(textTooLongMessage('name', 51)).toBe('Name can be at most 50 characters (now 51).');
    expect(textTooLongMessage('line2', 60)).toBe('Address Line 2 can be at most 50 characters (now 60).');
    expect(textTooLongMessage('city', 51)).toBe('City can be at most 50 characters (now 51).');
    expect(textTooLongMessage('state', 51)).toBe('State can be at most 50 characters (now 51).');
    expect(textTooLongMessage('country', 51)).toBe('Country can be at most 50 characters (now 51).');
  });

  it('textLengthProblem is null up to 50 code points and the message past them', () => {
    expect(profileTextLength('🎮🎮')).toBe(2);
    expect(textLengthProblem('line1', 'x'.repeat(50))).toBeNull();
    expect(textLengthProblem('line1', '🎮'.repeat(50))).toBeNull();
    expect(textLengthProblem('line1', over)).toBe(
      `Address Line 1 can be at most 50 characters (now ${over.length}).`,
    );
    expect(textLengthProblem('city', '🎮'.repeat(51))).toBe('City can be at most 50 characters (now 51).');
  });

  it('Save refuses each text field over the limit, with the field to focus, keeping the text', () => {
    for (const field of PROFILE_TEXT_FIELDS) {
      const profile =
        field === 'name'
          ? { ...complete, name: over }
          : withAddress({ [field]: over } as Partial<Profile['address']>);
      expect(findProfileSaveProblem(profile), field).toEqual({
        message: textTooLongMessage(field, over.length),
        field,
      });
      expect(validateProfileForSave(profile)).toBe(textTooLongMessage(field, over.length));
    }
  });

  it('comes after the phone and PIN digits, before the required fields, in form order', () => {
    const long = 'y'.repeat(51);
    expect(validateProfileForSave({ ...complete, phone: '123', name: long })).toBe('Phone must be 10 digits');
    expect(validateProfileForSave({ ...withAddress({ zip: '12', line1: long }) })).toBe(
      'Pincode must be 6 digits',
    );
    expect(validateProfileForSave({ ...withAddress({ city: long, line1: '' }) })).toBe(
      'City can be at most 50 characters (now 51).',
    );
    expect(findProfileSaveProblem({ ...withAddress({ state: long, line2: long }), name: '' })).toEqual({
      message: 'Address Line 2 can be at most 50 characters (now 51).',
      field: 'line2',
    });
  });

  it('every failure names its field (null only for missing data)', () => {
    expect(findProfileSaveProblem(null)).toEqual({ message: 'Profile data missing.', field: null });
    expect(findProfileSaveProblem({ ...complete, phone: '1' })?.field).toBe('phone');
    expect(findProfileSaveProblem(withAddress({ zip: '1' }))?.field).toBe('zip');
    expect(findProfileSaveProblem(withAddress({ zip: '' }))?.field).toBe('zip');
    expect(findProfileSaveProblem(withAddress({ country: '' }))).toEqual({
      message: 'Country required.',
      field: 'country',
    });
    expect(findProfileSaveProblem(complete)).toBeNull();
  });
});

describe('country', () => {
  it('is India for a profile never saved or any spelling of India', () => {
    expect(PROFILE_COUNTRY).toBe('India');
    for (const stored of ['', '  ', null, undefined, 'India', 'india', ' INDIA ']) {
      expect(formCountry(stored), String(stored)).toBe('India');
    }
  });

  it('keeps a country saved before the store became India-only', () => {
    expect(formCountry('Nepal')).toBe('Nepal');
    expect(formCountry('Bharat')).toBe('Bharat');
  });
});

describe('validateNewEmail', () => {
  it('needs a non-empty address with @', () => {
    for (const value of ['', '   ', 'no-at-sign.in']) {
      expect(validateNewEmail(value, 'old@example.in')).toBe('Please enter a valid new email address');
    }
  });

  it('must differ from the current address (case and spaces ignored)', () => {
    expect(validateNewEmail('old@example.in', 'old@example.in')).toBe(
      'New email is the same as current email',
    );
    expect(validateNewEmail(' OLD@Example.in ', 'old@example.in')).toBe(
      'New email is the same as current email',
    );
  });

  it('accepts a different address', () => {
    expect(validateNewEmail('new@example.in', 'old@example.in')).toBeNull();
    expect(validateNewEmail('new@example.in', null)).toBeNull();
  });
});

describe('input helpers', () => {
  it('digitsOnly strips non-digits and caps the length', () => {
    expect(digitsOnly('98765 43210 99', PROFILE_LIMITS.phone)).toBe('9876543210');
    expect(digitsOnly('+91-98765', PROFILE_LIMITS.phone)).toBe('9198765');
    expect(digitsOnly('400 001 7', PROFILE_LIMITS.zip)).toBe('400001');
    expect(digitsOnly('abc', PROFILE_LIMITS.zip)).toBe('');
  });

  it('formats the save failure', () => {
    expect(saveFailedMessage('boom')).toBe('Failed to save profile: boom');
  });
});

describe('addressLines', () => {
  it("shows line 1, line 2, 'City, State - PIN' and the country, leaving blanks out", () => {
    expect(addressLines(withAddress({ line2: 'Churchgate' }).address)).toEqual([
      '12 Marine Drive',
      'Churchgate',
      'Mumbai, Maharashtra - 400001',
      'India',
    ]);
    expect(
      addressLines({
        line1: '12 Marine Drive',
        line2: ' ',
        city: '',
        state: 'Maharashtra',
        zip: '',
        country: '',
      }),
    ).toEqual(['12 Marine Drive', 'Maharashtra']);
  });
});
