/**
 * Short-lived access tokens: HS256 JWTs with their own key, audience and issuer. Only HS256 is
 * accepted (never 'none', never a key named by the token). `ver` is the user's token version, so a
 * role or password change, a reset or a deletion ends older tokens at once.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const AUDIENCE = 'dokan-api';
const ISSUER = 'dokan';

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number) {
  // Imported once: given the raw bytes, jose imports the HMAC key again on every sign and verify.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async sign({ userId, tokenVersion }: AccessClaims): Promise<string> {
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },

    /** The claims of a valid token, or null for anything expired, forged or malformed. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          issuer: ISSUER,
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
