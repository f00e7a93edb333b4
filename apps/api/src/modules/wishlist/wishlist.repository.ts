import { and, desc, eq } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema.ts';

export function createWishlistRepository(db: Database) {
  return {
    /** Product ids on a customer's wishlist, the most recently added first. */
    async productIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
      return rows.map((row) => row.productId);
    },

    /** Adding a product already there keeps the one entry (the primary key is user and product). */
    async add(userId: string, productId: string): Promise<void> {
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    async remove(userId: string, productId: string): Promise<boolean> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return removed.length > 0;
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
