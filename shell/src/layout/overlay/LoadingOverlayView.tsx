import { CAROUSEL } from 'shared';
import type { FeaturedCarouselProps } from 'shared/contracts';
import { RemoteWidget } from '../../remotes/RemoteWidget';
import { useLoadingFlags, useOverlayVisible } from '../loading-flags';
import { FeaturedFallback, LoadingOverlay } from './LoadingOverlay';

const MESSAGES = {
  auth: 'Signing you in…',
  profile: 'Loading your profile…',
  products: 'Loading products…',
  general: 'Loading, please wait…',
} as const;

/** The overlay for the loading flags that are on: loaded only when one is (LoadingOverlayGate). */
export default function LoadingOverlayView() {
  const visible = useOverlayVisible();
  const flags = useLoadingFlags();
  if (!visible) return null;
  const key = (['auth', 'profile', 'products', 'general'] as const).find((k) => flags[k]) ?? 'general';
  return (
    <LoadingOverlay
      message={MESSAGES[key]}
      showFeatured={flags.auth}
      // Mounted only during auth loading, so the catalogue's carousel never weighs on a first load.
      featured={
        flags.auth ? (
          <RemoteWidget<FeaturedCarouselProps>
            remote="mf_catalog"
            module="./FeaturedCarousel"
            props={{ intervalMs: CAROUSEL.loadingOverlayAutoplayMs }}
            quietOnError
            fallback={<FeaturedFallback />}
          />
        ) : undefined
      }
    />
  );
}
