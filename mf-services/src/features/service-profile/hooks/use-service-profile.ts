import { useEffect } from 'react';
import { toast } from 'shared';
import {
  isProfileCompleteForOrdering,
  PINCODE_MESSAGES,
  type Profile,
  profilePincodeProblem,
} from 'shared/contracts';
import { useProfileQuery } from '../api/get-profile';
import { isWellFormedPincode, usePincodeCheck } from '../api/validate-pincode';
import { pinProblemTitles } from '../lib/pin-problem';

export interface ServiceProfileOptions {
  /**
   * Check the saved PIN code against the service area (repair: required before a request).
   * When true, a problem shows as the card's banner and once as a toast. Default false.
   */
  checkServiceArea?: boolean;
}

/** What a service form knows about the signed-in user's profile; hand it to `ServiceProfileCard`. */
export interface ServiceProfileState {
  status: 'pending' | 'error' | 'success';
  /** The client view (email from the auth account, phone from mobile); null until loaded. */
  profile: Profile | null;
  /** Spec: name, email, phone, address line1, city, state, zip present. */
  isComplete: boolean;
  /**
   * A PIN problem (PINCODE_MESSAGES.profileUnavailable / profileInvalid / profileCheckFailed),
   * or null when serviceable, not checked, or still being checked (see `pinChecking`).
   */
  pinProblem: string | null;
  /** True while the saved PIN's serviceability is being looked up. */
  pinChecking: boolean;
  /** Reloads the profile (the card's Try Again). */
  retry: () => void;
  /** Repeats a failed PIN check. */
  retryPin: () => void;
}

/**
 * The signed-in user's profile with its completeness and (optionally) service-area answers.
 * Reads the shared profile cache entry, so saves in account's profile dialog show at once.
 */
export function useServiceProfile({
  checkServiceArea = false,
}: ServiceProfileOptions = {}): ServiceProfileState {
  const query = useProfileQuery();
  const profile = query.data?.profile ?? null;
  const zip = profile?.address.zip.trim() ?? '';
  const check = usePincodeCheck(zip, checkServiceArea && profile !== null);

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
  };
}
