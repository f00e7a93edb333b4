/** Password hashing (argon2id, OWASP's parameters) and the refusal of the most common passwords. */
import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

import { badRequest } from '../../lib/errors.ts';

const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The list is ranked by frequency; the top 10,000 are the ones guessing attacks try first. */
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000));

export function assertNotCommon(password: string): void {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw badRequest('This password is too common. Please choose a less predictable one.');
  }
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

// Verified against when no account matches, so a wrong identifier costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
