/**
 * GoTrue's error responses. The body depends on the request's `X-Supabase-Api-Version` header,
 * as in GoTrue's HandleResponseError: auth-js always sends `2024-01-01` and then reads `code`
 * as the error code; other callers (a browser following a link) get the legacy shape
 * `{ code: <status>, error_code, msg }`.
 */
import type { Context } from 'hono';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** The error codes this router answers with (a subset of auth-js's ErrorCode). */
export type AuthErrorCode =
  | 'unexpected_failure'
  | 'validation_failed'
  | 'bad_json'
  | 'email_exists'
  | 'bad_jwt'
  | 'not_admin'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'signup_disabled'
  | 'user_banned'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'same_password'
  | 'otp_expired'
  | 'otp_disabled'
  | 'weak_password'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'invalid_credentials'
  | 'email_address_invalid'
  | 'request_entity_too_large'
  | 'flow_state_not_found'
  | 'bad_code_verifier'
  | 'phone_provider_disabled'
  | 'not_found'
  | 'unknown';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const badRequest = (code: AuthErrorCode, message: string) => new AuthError(400, code, message);
export const forbidden = (code: AuthErrorCode, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: AuthErrorCode, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: AuthErrorCode, message: string) => new AuthError(429, code, message);

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** GoTrue's DetermineClosestAPIVersion: a valid date on or after 2024-01-01 selects that version. */
export function requestsApiVersion(header: string | undefined | null): boolean {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  const time = Date.parse(`${header}T00:00:00Z`);
  return Number.isFinite(time) && time >= Date.parse(`${API_VERSION}T00:00:00Z`);
}

export function errorBody(error: AuthError, versioned: boolean): Record<string, unknown> {
  if (versioned) return { code: error.code, message: error.message, ...error.extra };
  return { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
}

export function errorResponse(c: Context, error: AuthError): Response {
  const versioned = requestsApiVersion(c.req.header(API_VERSION_HEADER));
  c.header('x-sb-error-code', error.code);
  return c.json(errorBody(error, versioned), error.status as 400);
}

/** What an unexpected exception becomes: logged by the caller, never shown in detail. */
export function unexpectedFailure(): AuthError {
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}
