/**
 * The profile card of the service forms (repair, game load, discount request): read the user's
 * profile with `useServiceProfile({ checkServiceArea })`, show it with `<ServiceProfileCard state />`.
 * The Edit button and the banners emit `profile:open` (account's profile dialog).
 */
export { profileQueryOptions, useProfileQuery } from './api/get-profile';
export {
  isWellFormedPincode,
  pincodeQueryOptions,
  usePincodeCheck,
  validatePincode,
} from './api/validate-pincode';
export {
  addressLines,
  openProfileDialog,
  ServiceProfileCard,
  type ServiceProfileCardProps,
} from './components/ServiceProfileCard';
export {
  type ServiceProfileOptions,
  type ServiceProfileState,
  useServiceProfile,
} from './hooks/use-service-profile';
export { pinProblemTitles } from './lib/pin-problem';
