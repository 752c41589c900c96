import type { Provider } from '@supabase/supabase-js';

/** The OAuth provider the login form offers (Google: docs/product.md#identity-and-sign-in). */
export const OAUTH_PROVIDER: Provider = 'google';
