import type { Wishlist } from '@dokan/domain';

import { notFound } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

/** A customer's wishlist: product cards as the listing shows them, newest addition first. */
export function createWishlistService(wishlist: WishlistRepository, products: Pick<CatalogueService, 'summaries'>) {
  async function read(userId: string): Promise<Wishlist> {
    return { products: await products.summaries(await wishlist.productIds(userId)) };
  }

  return {
    read,

    async add(userId: string, productId: string): Promise<Wishlist> {
      const [product] = await products.summaries([productId]);
      if (!product) throw notFound('Product not found');
      await wishlist.add(userId, productId);
      return read(userId);
    },

    /** Removing a product that is not there is not an error: the page's "remove selected" may repeat. */
    async remove(userId: string, productId: string): Promise<{ wishlist: Wishlist; removed: boolean }> {
      const removed = await wishlist.remove(userId, productId);
      return { wishlist: await read(userId), removed };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
