import { useLoadingFlags, useOverlayVisible } from '../loading-flags';
import { LoadingOverlay } from './LoadingOverlay';

const MESSAGES = {
  auth: 'Signing you in…',
  profile: 'Loading your profile…',
  products: 'Loading products…',
  general: 'Loading, please wait…',
} as const;

/** Shows the overlay while any shell loading flag is on. */
export function LoadingOverlayGate() {
  const visible = useOverlayVisible();
  const flags = useLoadingFlags();
  if (!visible) return null;
  const key = (['auth', 'profile', 'products', 'general'] as const).find((k) => flags[k]) ?? 'general';
  return <LoadingOverlay message={MESSAGES[key]} showFeatured={flags.auth} />;
}
