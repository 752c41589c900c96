/**
 * Who is calling: the `Authorization: Bearer` token (or, without one, the `apikey`), verified with
 * HS256 against the project's secret, as Supabase's gateway + PostgREST do. The role claim picks
 * the database role; no token at all is refused like Supabase's gateway does.
 */
import { errors, jwtVerify } from 'jose';
import { isApiRole, type JwtClaims } from '../db';
import { RestError } from './errors';

function jwtError(message: string): RestError {
  return new RestError(401, 'PGRST301', message, {
    headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  });
}

async function verify(token: string, key: CryptoKey): Promise<JwtClaims> {
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError(`Expected 3 parts in JWT; got ${parts}`);
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const role = payload.role ?? 'anon';
    if (!isApiRole(role)) throw jwtError(`JWT role "${String(role)}" is not allowed`);
    return { ...payload, role } as JwtClaims;
  } catch (error) {
    if (error instanceof RestError) throw error;
    if (error instanceof errors.JWTExpired) throw jwtError('JWT expired');
    if (error instanceof errors.JWSSignatureVerificationFailed)
      throw jwtError('JWSError JWSInvalidSignature');
    if (error instanceof errors.JOSEAlgNotAllowed) throw jwtError('Wrong or unsupported encoding algorithm');
    throw jwtError(`JWSError ${(error as Error).message}`);
  }
}

/**
 * Verified tokens, so a client's token (sent on every call) is checked once, not per request. An
 * entry is only reused while the token's `exp` has not passed; the map is bounded.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, JwtClaims>();
  constructor(private readonly max = 2000) {}

  get(token: string): JwtClaims | undefined {
    const claims = this.entries.get(token);
    if (claims && typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: JwtClaims): void {
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, claims);
  }
}

const verifiers = new Map<string, (token: string) => Promise<JwtClaims>>();

/**
 * The token checker for one project secret, one per process: the key is imported once (jose would
 * otherwise import the raw secret into WebCrypto on every call) and verified tokens are remembered
 * until expiry, so a token checked by the functions gateway is not checked again by the REST API
 * its function calls. Rejects with a 401 RestError.
 */
export function createTokenVerifier(secret: string): (token: string) => Promise<JwtClaims> {
  const known = verifiers.get(secret);
  if (known) return known;
  const keyPromise = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const cache = new VerifiedTokens();
  const verifier = async (token: string): Promise<JwtClaims> => {
    const remembered = cache.get(token);
    if (remembered) return remembered;
    const claims = await verify(token, await keyPromise);
    cache.set(token, claims);
    return claims;
  };
  verifiers.set(secret, verifier);
  return verifier;
}

export function createAuthenticator(secret: string) {
  const check = createTokenVerifier(secret);
  return async (headers: Headers, query: URLSearchParams): Promise<JwtClaims> => {
    const authorization = headers.get('authorization');
    const apikey = headers.get('apikey') ?? query.get('apikey');
    const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    if (authorization && !bearer) throw jwtError('Authorization header must be "Bearer <token>"');
    if (!bearer && !apikey) {
      throw new RestError(401, 'PGRST301', 'No API key found in request', {
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    // The apikey identifies the project (anon or service key); an invalid one is refused even when
    // a valid user token accompanies it.
    if (apikey && apikey !== bearer) await check(apikey);
    return await check(bearer ?? (apikey as string));
  };
}
