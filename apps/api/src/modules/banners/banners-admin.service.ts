/**
 * The admin's home page banners and the shop logo. A banner links to a category (optional) and
 * shows an offer percent (optional); a new logo replaces the current one. Images follow
 * lib/uploads.ts; every write is audited in its transaction.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Banner, BannerInput, Logo } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteImages, withNewImages } from '../../lib/uploads.ts';
import type { UserRow } from '../accounts/accounts.module.ts';
import { toLogo } from './banners.repository.ts';
import type { BannersService } from './banners.service.ts';
import { bannersAdminRepository as repository } from './banners-admin.repository.ts';

/** Banners fill the width of a desktop screen. */
const BANNER_IMAGE_SIDE = 2000;
const LOGO_IMAGE_SIDE = 512;

export function createBannersAdminService(deps: {
  db: Database;
  storage: Storage;
  banners: Pick<BannersService, 'find'>;
  log?: FastifyBaseLogger;
}) {
  const { db, storage, banners, log } = deps;

  /** Stores the image, runs the change in a transaction, deletes what it dropped after commit. */
  async function write<T>(
    upload: { image: Buffer | undefined; folder: string; maxSide: number },
    change: (tx: Transaction, url: string | undefined) => Promise<{ result: T; dropped: string[] }>,
  ): Promise<T> {
    const files = upload.image ? [upload.image] : [];
    const { result, dropped } = await withNewImages(storage, { ...upload, files }, async ([url]) => {
      try {
        return await db.transaction((tx) => change(tx, url));
      } catch (error) {
        // The only reference a banner holds is its category.
        if (isForeignKeyViolation(error)) throw badRequest('The chosen category does not exist');
        throw error;
      }
    });
    await deleteImages(storage, dropped, log);
    return result;
  }

  const bannerUpload = (image: Buffer | undefined) => ({ image, folder: 'banners', maxSide: BANNER_IMAGE_SIDE });
  /** The banner's words as sent: absent leaves them, blank (null) clears them (docs/decisions/056). */
  const words = (input: BannerInput) => ({
    title: input.bannerTitle,
    titleBn: input.bannerTitleBn,
    subtitle: input.bannerSubtitle,
    subtitleBn: input.bannerSubtitleBn,
  });
  const read = async (tx: Transaction, id: string) => (await banners.find(tx, id)) as Banner;

  return {
    async createBanner(actor: UserRow, input: BannerInput, image: Buffer | undefined): Promise<Banner> {
      if (!image) throw badRequest('Please add a banner image.');
      return write(bannerUpload(image), async (tx, url) => {
        const row = await repository.insertBanner(tx, {
          image: url!,
          offerPercent: input.bannerOffer ?? null,
          categoryId: input.bannerCategory ?? null,
          ...words(input),
        });
        const created = await read(tx, row.id);
        await audit(tx, { actorId: actor.id, action: 'create', entity: 'banner', entityId: row.id, after: created });
        return { result: created, dropped: [] };
      });
    },

    async updateBanner(actor: UserRow, id: string, input: BannerInput, image?: Buffer): Promise<Banner> {
      return write(bannerUpload(image), async (tx, url) => {
        const row = await repository.lockBanner(tx, id);
        const before = await read(tx, id);
        await repository.updateBanner(tx, id, {
          image: url,
          offerPercent: input.bannerOffer,
          categoryId: input.bannerCategory,
          ...words(input),
        });
        const after = await read(tx, id);
        await audit(tx, { actorId: actor.id, action: 'update', entity: 'banner', entityId: id, before, after });
        return { result: after, dropped: url ? [row.image] : [] };
      });
    },

    async deleteBanner(actor: UserRow, id: string): Promise<void> {
      await write(bannerUpload(undefined), async (tx) => {
        const row = await repository.lockBanner(tx, id);
        const before = await read(tx, id);
        await repository.deleteBanner(tx, id);
        await audit(tx, { actorId: actor.id, action: 'delete', entity: 'banner', entityId: id, before });
        return { result: undefined, dropped: [row.image] };
      });
    },

    /** The new logo becomes the shop's only logo; the ones before it are removed. */
    async setLogo(actor: UserRow, image: Buffer | undefined): Promise<Logo> {
      if (!image) throw badRequest('Please choose a logo image.');
      return write({ image, folder: 'logos', maxSide: LOGO_IMAGE_SIDE }, async (tx, url) => {
        const previous = await repository.lockLogos(tx);
        for (const old of previous) await repository.deleteLogo(tx, old.id);
        const logo = toLogo(await repository.insertLogo(tx, url!));
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'logo',
          entityId: logo._id,
          before: previous.length ? previous.map(toLogo) : null,
          after: logo,
        });
        return { result: logo, dropped: previous.map((old) => old.url) };
      });
    },

    async deleteLogo(actor: UserRow, id: string): Promise<void> {
      await write({ image: undefined, folder: 'logos', maxSide: LOGO_IMAGE_SIDE }, async (tx) => {
        const row = await repository.lockLogo(tx, id);
        await repository.deleteLogo(tx, id);
        await audit(tx, { actorId: actor.id, action: 'delete', entity: 'logo', entityId: id, before: toLogo(row) });
        return { result: undefined, dropped: [row.url] };
      });
    },
  };
}

export type BannersAdminService = ReturnType<typeof createBannersAdminService>;
