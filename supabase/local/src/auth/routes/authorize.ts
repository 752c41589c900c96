/**
 * GET /authorize?provider=<name>: no OAuth provider is configured locally, so this answers the
 * error hosted GoTrue gives for a provider that is not enabled (or not known at all).
 */
import type { Hono } from 'hono';
import type { AuthContext } from '../context';
import { badRequest } from '../errors';
import { query } from '../request';

/** The external providers GoTrue knows (settings.go); all disabled here. */
export const KNOWN_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'snapchat',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'x',
  'zoom',
] as const;

export function registerAuthorize(app: Hono, _ctx: AuthContext): void {
  app.get('/authorize', (c) => {
    const provider = (query(c, 'provider') ?? '').toLowerCase();
    const reason = (KNOWN_PROVIDERS as readonly string[]).includes(provider)
      ? 'provider is not enabled'
      : `Provider ${provider} could not be found`;
    throw badRequest('validation_failed', `Unsupported provider: ${reason}`);
  });
}
