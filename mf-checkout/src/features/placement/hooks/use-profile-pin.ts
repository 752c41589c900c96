import { useEffect } from 'react';
import { toast } from 'shared';
import { PINCODE_MESSAGES, type Profile, profilePincodeProblem } from 'shared/contracts';
import { isWellFormedPincode, usePincodeCheck } from '../api/validate-pincode';
import { pinProblemTitles } from '../lib/placement-checks';

/**
 * The saved PIN code's serviceability (spec §8 'PIN code in profile'): the problem text for the
 * card's banner, raised once as a toast with its title. A blank PIN is the completeness
 * banner's business, not this one's.
 */
export function useProfilePinProblem(profile: Profile | null): { problem: string | null; retry: () => void } {
  const zip = profile?.address.zip.trim() ?? '';
  const check = usePincodeCheck(zip);
  let problem: string | null = null;
  if (profile && zip) {
    if (!isWellFormedPincode(zip)) problem = PINCODE_MESSAGES.profileInvalid;
    else if (check.isError) problem = PINCODE_MESSAGES.profileCheckFailed;
    else if (check.data) problem = profilePincodeProblem(zip, check.data);
  }

  useEffect(() => {
    if (problem) toast.error(pinProblemTitles(problem).toast, problem, { id: 'profile-pin' });
  }, [problem]);

  return { problem, retry: () => void check.refetch() };
}
