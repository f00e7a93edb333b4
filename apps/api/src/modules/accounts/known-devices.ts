/**
 * Device cookies, as OWASP suggests against online guessing ("Slow Down Online Guessing Attacks with
 * Device Cookies"): a browser that has signed in to an account keeps a signed token for it, and its
 * later sign-ins to that account skip the limits strangers share. Whoever slows an account down by
 * guessing then slows down strangers only, not the owner on their own phone.
 */
import { randomBytes } from 'node:crypto';

import { hashSecret, sameHash } from './secrets.ts';

export function createKnownDevices(key: Buffer) {
  const sign = (account: string, device: string) => hashSecret(key, `${account}\n${device}`);
  return {
    /** A token naming a new device id, good for this account only. */
    issue(account: string): string {
      const device = randomBytes(16).toString('base64url');
      return `${device}.${sign(account, device)}`;
    },
    /** The device id when the token was issued for this account, else null. */
    recognise(token: string | undefined, account: string): string | null {
      const [device, signature, ...rest] = token?.split('.') ?? [];
      if (!device || !signature || rest.length > 0) return null;
      return sameHash(signature, sign(account, device)) ? device : null;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
