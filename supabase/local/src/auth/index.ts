/**
 * The GoTrue subset behind `/auth/v1` that supabase-js (auth-js) talks to: sign-up with e-mail
 * confirmation, password and refresh grants, user read/update, recovery, e-mail links, resend,
 * logout, OAuth refusal, settings, health and the admin user API. Semantics and error texts follow
 * the GoTrue source so apps behave the same against a hosted project.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Sql } from '../db';
import { consoleLogger, type Logger } from '../log';
import { isMailer, type Mailer } from '../mail/index';
import { type AuthOverrides, resolveAuthConfig, type StackAuthInputs } from './config';
import { type AuthContext, createLimiters } from './context';
import { API_VERSION, API_VERSION_HEADER, AuthError, errorResponse, unexpectedFailure } from './errors';
import { registerAdmin } from './routes/admin';
import { registerAuthorize } from './routes/authorize';
import { registerLogout } from './routes/logout';
import { registerMeta } from './routes/meta';
import { registerOtp } from './routes/otp';
import { registerRecover } from './routes/recover';
import { registerResend } from './routes/resend';
import { registerSignup } from './routes/signup';
import { registerToken } from './routes/token';
import { registerUser } from './routes/user';
import { registerVerify } from './routes/verify';

export type { AuthConfig, AuthOverrides, RateLimits } from './config';

/** The parts of the stack's deps object the auth router uses (a superset of StackDeps works). */
export interface AuthDeps {
  sql: Sql;
  config: StackAuthInputs;
  log?: Logger;
  /** The mail server from startMailServer; anything with `send` works. */
  mail?: unknown;
  /** Limits and switches for this stack (tests raise the per-IP limits). */
  auth?: AuthOverrides;
}

/** Without an outbox the links still reach the developer: in the log. */
function logMailer(log: Logger): Mailer {
  return {
    send: async (message) => log.info(`mail to ${message.to}: ${message.subject} ${message.links.join(' ')}`),
  };
}

export function createAuthRouter(deps: AuthDeps, overrides?: AuthOverrides): Hono {
  const log = deps.log ?? consoleLogger;
  const config = resolveAuthConfig(deps.config, deps.auth, overrides);
  const ctx: AuthContext = {
    sql: deps.sql,
    config,
    mailer: isMailer(deps.mail) ? deps.mail : logMailer(log),
    log,
    limiters: createLimiters(config),
  };

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header(API_VERSION_HEADER, API_VERSION);
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: (c) => {
        // The unread rest of the body makes the connection unusable: tell the client not to reuse it.
        c.header('Connection', 'close');
        return errorResponse(
          c,
          new AuthError(
            413,
            'request_entity_too_large',
            `Request body too large (max ${config.maxBodyBytes} bytes)`,
          ),
        );
      },
    }),
  );

  registerSignup(app, ctx);
  registerToken(app, ctx);
  registerUser(app, ctx);
  registerRecover(app, ctx);
  registerOtp(app, ctx);
  registerResend(app, ctx);
  registerVerify(app, ctx);
  registerLogout(app, ctx);
  registerAuthorize(app, ctx);
  registerMeta(app, ctx);
  registerAdmin(app, ctx);

  app.notFound((c) => errorResponse(c, new AuthError(404, 'not_found', 'Not Found')));
  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    log.error(`auth: ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return errorResponse(c, unexpectedFailure());
  });
  return app;
}
