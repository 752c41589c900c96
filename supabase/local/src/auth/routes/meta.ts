/** GET /settings, /health and /.well-known/jwks.json, as GoTrue answers them for this setup. */
import type { Hono } from 'hono';
import type { AuthContext } from '../context';
import { KNOWN_PROVIDERS } from './authorize';

export function registerMeta(app: Hono, ctx: AuthContext): void {
  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        ...Object.fromEntries(KNOWN_PROVIDERS.map((p) => [p, false])),
        email: true,
        phone: false,
      },
      disable_signup: !ctx.config.enableSignup,
      mailer_autoconfirm: ctx.config.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }),
  );
  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  // Tokens are HS256 with a shared secret: there is no public key to publish.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));
}
