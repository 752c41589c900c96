import { PINCODE_MESSAGES, type Profile, toProfile } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { COMPLETE_PROFILE, product } from '../../../test-utils';
import { pinBlocker, placementBlocker } from './placement-checks';

const complete: Profile = toProfile(COMPLETE_PROFILE, 'asha@example.com');
const items = [product(1)];

describe('placementBlocker (docs/product.md#orders, in order)', () => {
  it('waits for the profile first', () => {
    expect(placementBlocker({ profileStatus: 'pending', profile: null, items: [] })).toEqual({
      title: 'Loading profile...',
    });
  });

  it('refuses an incomplete profile before an empty cart, and points at the profile card', () => {
    const incomplete = { ...complete, phone: '' };
    expect(placementBlocker({ profileStatus: 'success', profile: incomplete, items: [] })).toEqual({
      title: 'Profile incomplete',
      description: 'Please complete your profile first.',
      focusProfile: true,
    });
  });

  it('accepts a profile without a country (ordering does not need it)', () => {
    const noCountry = { ...complete, address: { ...complete.address, country: '' } };
    expect(placementBlocker({ profileStatus: 'success', profile: noCountry, items })).toBeNull();
  });

  it('refuses an empty cart', () => {
    expect(placementBlocker({ profileStatus: 'success', profile: complete, items: [] })).toEqual({
      title: 'Your cart is empty',
    });
  });

  it('refuses when the profile could not be loaded', () => {
    expect(placementBlocker({ profileStatus: 'error', profile: null, items })?.title).toBe(
      'Could not load profile.',
    );
  });

  it('lets a complete profile with items through', () => {
    expect(placementBlocker({ profileStatus: 'success', profile: complete, items })).toBeNull();
  });
});

describe('PIN code problems (docs/product.md#profile-and-pin-codes)', () => {
  it('turns a problem into a blocker with the message under its title', () => {
    expect(pinBlocker(null)).toBeNull();
    expect(pinBlocker(PINCODE_MESSAGES.profileUnavailable)).toEqual({
      title: 'Service Unavailable',
      description: 'Service is unavailable for the PIN code in your profile.',
      focusProfile: true,
    });
  });
});
