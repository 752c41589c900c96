import {
  type CartItem,
  isProfileCompleteForOrdering,
  ORDER_MESSAGES,
  PROFILE_MESSAGES,
  type Profile,
  pinProblemTitles,
} from 'shared/contracts';

/** A reason Place Order stops, as a toast; `focusProfile` also scrolls to the profile card. */
export interface Blocker {
  title: string;
  description?: string;
  focusProfile?: boolean;
}

export interface PlacementState {
  profileStatus: 'pending' | 'error' | 'success';
  profile: Profile | null;
  items: readonly CartItem[];
}

/** Place Order's checks (docs/product.md#orders), in order (the PIN check follows: see `pinBlocker`). */
export function placementBlocker({ profileStatus, profile, items }: PlacementState): Blocker | null {
  if (profileStatus === 'pending') return { title: ORDER_MESSAGES.loadingProfile };
  if (profileStatus === 'error' || !profile)
    return { title: PROFILE_MESSAGES.couldNotLoad, focusProfile: true };
  if (!isProfileCompleteForOrdering(profile)) {
    return {
      title: ORDER_MESSAGES.profileIncompleteToast,
      description: ORDER_MESSAGES.profileIncomplete,
      focusProfile: true,
    };
  }
  if (items.length === 0) return { title: ORDER_MESSAGES.cartEmpty };
  if (!profile.address.line1.trim()) return { title: ORDER_MESSAGES.addressMissing, focusProfile: true };
  return null;
}

/** A PIN problem as a Place Order blocker (the message under its toast title). */
export function pinBlocker(problem: string | null): Blocker | null {
  if (!problem) return null;
  return { title: pinProblemTitles(problem).toast, description: problem, focusProfile: true };
}
