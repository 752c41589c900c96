import { getRuntimeConfig } from 'shared';
import { preloadOverlayFeatured } from 'shared/preload';

/**
 * Requests the auth loading overlay's 'Featured Products' as the overlay opens
 * (docs/product.md#common-rules): straight to the REST API with the anon key, so the carousel has
 * products while the session is being read, not only once it has been (supabase-js holds its
 * requests back until then). Best effort: without the config the carousel asks for them itself.
 */
export function requestOverlayFeatured(): void {
  try {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    preloadOverlayFeatured({ supabaseUrl, supabaseAnonKey });
  } catch {
    // Config not loaded yet (tests): the carousel's queries fetch as usual.
  }
}
