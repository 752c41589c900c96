/**
 * Access tokens as GoTrue mints them (HS256 with the project's JWT secret, the same claims),
 * plus the random strings behind refresh tokens and e-mail links.
 */
import { createHash, randomInt } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenClaims {
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface MintInput {
  secret: string;
  issuer: string;
  expiresInSeconds: number;
  userId: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  amr: AmrEntry[];
  isAnonymous: boolean;
  /** Seconds since the epoch; injectable for tests. */
  now?: number;
}

const encoder = new TextEncoder();

export async function mintAccessToken(input: MintInput): Promise<{ token: string; expiresAt: number }> {
  const iat = input.now ?? Math.floor(Date.now() / 1000);
  const expiresAt = iat + input.expiresInSeconds;
  // Claim order and names follow GoTrue's AccessTokenClaims.
  const claims = {
    aud: input.aud,
    exp: expiresAt,
    iat,
    iss: input.issuer,
    sub: input.userId,
    email: input.email,
    phone: input.phone,
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: input.role,
    aal: 'aal1',
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: input.isAnonymous,
  } satisfies AccessTokenClaims;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(input.secret));
  return { token, expiresAt };
}

export class JwtError extends Error {}

/**
 * Verifies an HS256 token and returns its payload. Messages follow golang-jwt's, which GoTrue
 * puts after "invalid JWT: unable to parse or verify signature, ".
 */
export async function verifyJwt(token: string, secret: string): Promise<Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    return payload as Record<string, unknown>;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw new JwtError('token has invalid claims: token is expired');
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw new JwtError('token signature is invalid: signature is invalid');
    }
    if (error instanceof joseErrors.JOSEAlgNotAllowed) {
      throw new JwtError('token signature is invalid: signing method is invalid');
    }
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
      throw new JwtError(`token has invalid claims: ${error.message}`);
    }
    throw new JwtError('token is malformed: could not parse the token');
  }
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's legacy refresh token: 12 random lowercase alphanumerics (crypto.SecureAlphanumeric). */
export function newRefreshToken(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** The numeric code shown in e-mails (GoTrue's crypto.GenerateOtp). */
export function newOtp(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** What GoTrue stores and puts in links: hex SHA-224 of the address followed by the code. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}
