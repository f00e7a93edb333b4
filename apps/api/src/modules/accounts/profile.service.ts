/**
 * A customer's own account: read, edit, change the password, change the photo. Changing the e-mail
 * or phone makes that address unverified again and sends it a link or code, so nobody can claim an
 * address they do not own.
 */
import { randomUUID } from 'node:crypto';

import { type ChangePassword, type Locale, MEDIA_PATH_PREFIX } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { reencodeUpload } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import { type CodeSender, enqueue } from '../notifications/notifications.service.ts';
import { activationEmail, codeMessage } from './messages.ts';
import { CODE_TTL_MINUTES, LINK_TTL_HOURS, type OneTimeCodes } from './one-time-codes.ts';
import { assertNotCommon, hashPassword, verifyPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import { findUserById, type Identifier, identifierTakenByOther, updateUser, type UserRow } from './users.repository.ts';

export interface ProfileChanges {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
  language?: Locale | undefined;
}

const PROFILE_PHOTO_SIDE = 512;

export function createProfileService(deps: {
  db: Database;
  codes: OneTimeCodes;
  sendCodeMessage: CodeSender;
  sessions: Sessions;
  storage: Storage;
  publicUrl: string;
}) {
  const { db, codes, sendCodeMessage, sessions, storage, publicUrl } = deps;

  async function mustFind(id: string): Promise<UserRow> {
    const user = await findUserById(db, id);
    if (!user) throw notFound('User not found');
    return user;
  }

  async function assertFree(identifier: Identifier, ownId: string) {
    if (await identifierTakenByOther(db, identifier, ownId)) {
      throw conflict(
        identifier.kind === 'email'
          ? 'This email is used by another account'
          : 'This phone number is used by another account',
      );
    }
  }

  return {
    get: mustFind,

    /** Empty fields leave the value as it is, except the address, which may be cleared. */
    async update(userId: string, changes: ProfileChanges): Promise<UserRow> {
      const user = await mustFind(userId);
      const email = changes.email && changes.email !== user.email?.toLowerCase() ? changes.email : undefined;
      const phone = changes.phone && changes.phone !== user.phone ? changes.phone : undefined;
      if (email) await assertFree({ kind: 'email', email }, user.id);
      if (phone) await assertFree({ kind: 'phone', phone }, user.id);
      try {
        return await db.transaction(async (tx) => {
          const account = await updateUser(tx, user.id, {
            ...(changes.name ? { name: changes.name } : {}),
            ...(changes.address !== undefined ? { address: changes.address || null } : {}),
            ...(changes.language ? { language: changes.language } : {}),
            ...(email ? { email, isEmailVerified: false } : {}),
            ...(phone ? { phone, isPhoneVerified: false } : {}),
          });
          if (email) {
            const token = await codes.issue(tx, account.id, 'verify_email');
            await enqueue(
              tx,
              activationEmail(
                email,
                account.name,
                `${publicUrl}/user/verify/${token}`,
                LINK_TTL_HOURS,
                account.language,
              ),
            );
          }
          if (phone) {
            const code = await codes.issue(tx, account.id, 'verify_phone');
            await sendCodeMessage(
              tx,
              codeMessage({ kind: 'phone', phone }, 'verify_phone', code, CODE_TTL_MINUTES, account.language),
            );
          }
          return account;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This email or phone number is used by another account');
        throw error;
      }
    },

    /** A new password ends every other session; this one goes on after a silent refresh. */
    async changePassword(userId: string, input: ChangePassword, currentFamilyId: string | null): Promise<void> {
      const user = await mustFind(userId);
      if (!user.passwordHash) {
        throw badRequest('This account signs in with Google. Use Forgot password to set a password.');
      }
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest('Current password is incorrect');
      }
      assertNotCommon(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash }, { endTokens: true });
        await sessions.endAllFor(tx, user.id, currentFamilyId);
      });
    },

    /** Stores the re-encoded photo under a new key (variants are cached by key) and drops the old one. */
    async replacePhoto(userId: string, upload: Buffer): Promise<UserRow> {
      const user = await mustFind(userId);
      const image = await reencodeUpload(upload, PROFILE_PHOTO_SIDE);
      if (!image) throw badRequest('Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).');
      const key = `profiles/${user.id}/${randomUUID()}.webp`;
      await storage.put(key, image, 'image/webp');
      const updated = await updateUser(db, user.id, { profileImg: storage.publicUrl(key) });
      if (user.profileImg?.startsWith(`${MEDIA_PATH_PREFIX}profiles/`)) {
        await storage.delete(user.profileImg.slice(MEDIA_PATH_PREFIX.length));
      }
      return updated;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
