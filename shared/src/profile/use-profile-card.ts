import { useEffect } from 'react';
import { bus, toast } from 'shared';
import {
  isWellFormedPincode,
  PINCODE_MESSAGES,
  pinProblemTitles,
  profilePincodeProblem,
} from '../contracts/pincode-rules';
import { isProfileCompleteForOrdering } from '../contracts/profile-rules';
import type { ProfileCardState } from '../ui/ProfileCard';
import { usePincodeCheck } from './use-pincode-check';
import { useProfileQuery } from './use-profile-query';

/** Opens account's profile dialog (it handles a signed-out user itself). */
export const openProfileDialog = () => bus.emit('profile:open', {});

export interface ProfileCardOptions {
  /**
   * Check the saved PIN code against the service area (orders and repairs need it). A problem
   * then shows as the card's banner and once as a toast. Default false.
   */
  checkServiceArea?: boolean;
}

/** What a form knows about the signed-in user's profile; `ProfileCard` of `shared/kit` shows it. */
export interface ProfileCardData extends ProfileCardState {
  /** Name, email, phone, address line 1, city, state and PIN present (ordering and requests). */
  isComplete: boolean;
  /** True while the saved PIN's serviceability is being looked up. */
  pinChecking: boolean;
}

/**
 * The signed-in user's profile with its completeness and, when asked, the service-area answer
 * for its PIN code. Reads the one profile cache entry, so saves in the profile dialog show at once.
 *
 * Usage: `const profile = useProfileCard({ checkServiceArea: true }); <ProfileCard state={profile} titleId="…" />`
 */
export function useProfileCard({ checkServiceArea = false }: ProfileCardOptions = {}): ProfileCardData {
  const query = useProfileQuery();
  const profile = query.data?.profile ?? null;
  const zip = profile?.address.zip.trim() ?? '';
  const check = usePincodeCheck(zip, checkServiceArea && profile !== null);

  // A blank PIN is the completeness banner's business, not this one's.
  let pinProblem: string | null = null;
  if (checkServiceArea && profile && zip) {
    if (!isWellFormedPincode(zip)) pinProblem = PINCODE_MESSAGES.profileInvalid;
    else if (check.isError) pinProblem = PINCODE_MESSAGES.profileCheckFailed;
    else if (check.data) pinProblem = profilePincodeProblem(zip, check.data);
  }

  useEffect(() => {
    if (pinProblem) toast.error(pinProblemTitles(pinProblem).toast, pinProblem, { id: 'profile-pin' });
  }, [pinProblem]);

  return {
    status: query.isError ? 'error' : query.data ? 'success' : 'pending',
    profile,
    isComplete: isProfileCompleteForOrdering(profile),
    pinProblem,
    pinChecking: checkServiceArea && isWellFormedPincode(zip) && check.isPending,
    retry: () => void query.refetch(),
    retryPin: () => void check.refetch(),
    edit: openProfileDialog,
  };
}
