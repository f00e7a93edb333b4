/**
 * Google sign-in: the browser hands over Google's ID token (the "credential"). Its signature is
 * checked against Google's published keys (JWKS, fetched and cached by jose), then its audience
 * (our client id), issuer, expiry and verified e-mail.
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

import { badRequest, unauthorized } from '../../lib/errors.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  googleId: string;
  email: string;
  name: string;
  picture: string | null;
}

export function createGoogleVerifier(clientId: string | null, jwksUrl: string) {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async function verifyGoogleCredential(credential: string): Promise<GoogleIdentity> {
    if (!clientId) throw badRequest('Google sign-in is not available in this shop.');
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw unauthorized('Google authentication failed');
      throw error;
    }
    const { sub, email, email_verified: emailVerified, name, picture } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || emailVerified !== true) {
      throw unauthorized('Google account e-mail is not verified');
    }
    return {
      googleId: sub,
      email: email.toLowerCase(),
      name: typeof name === 'string' && name.trim() ? name.trim() : email.split('@')[0]!,
      picture: typeof picture === 'string' ? picture : null,
    };
  };
}
