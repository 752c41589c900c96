import type { Provider } from '@supabase/supabase-js';

/** The OAuth provider the login form offers (spec: chosen by the caller). */
export const OAUTH_PROVIDER: Provider = 'google';
