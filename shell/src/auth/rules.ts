import { type AuthRules, loadAuthRules } from 'shared';

/**
 * The shared auth rules (a separate chunk of `shared`). Imported only by the lazy auth code,
 * so loading starts with it; views suspend on `authRulesReady` (React `use`) before reading
 * `authRules()` synchronously.
 */
let loaded: AuthRules | null = null;

export const authRulesReady: Promise<AuthRules> = loadAuthRules().then((rules) => {
  loaded = rules;
  return rules;
});

export function authRules(): AuthRules {
  if (!loaded) throw new Error('Auth rules used before `authRulesReady` resolved');
  return loaded;
}
