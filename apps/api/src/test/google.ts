/**
 * Google sign-in for tests: a local server that publishes a JWKS the way Google does, and ID
 * tokens signed here with its private key. `createTestApp({ accounts: google.accounts })` trusts it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const GOOGLE_CLIENT_ID = 'dokan-test.apps.googleusercontent.com';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface GoogleClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
  iss?: string;
  expiresIn?: string;
}

export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'google-test', alg: 'RS256', use: 'sig' };
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The accounts options of a test app that trusts this Google. */
    accounts: { googleClientId: GOOGLE_CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs` },

    /** An ID token as Google's sign-in button hands it over; `key` signs it with someone else's key. */
    token(claims: GoogleClaims, key: PrivateKey = privateKey) {
      const { aud = GOOGLE_CLIENT_ID, iss = 'https://accounts.google.com', expiresIn = '1h', ...payload } = claims;
      return new SignJWT({ email_verified: true, name: 'Farhana Akter', ...payload })
        .setProtectedHeader({ alg: 'RS256', kid: 'google-test' })
        .setSubject(claims.sub ?? String(Date.now()))
        .setAudience(aud)
        .setIssuer(iss)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key);
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
