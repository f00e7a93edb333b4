/** What the catalogue shows of a product's reviews, handed down by the reviews module (app.ts). */
import type { SQL } from 'drizzle-orm';

import type { Review } from '@dokan/domain';

/** A product's reviews (the reviews module): the slim ones as a column of a card's statement, the full ones for its page. */
export interface ProductReviews {
  /** The slim reviews of the product `productId` names, newest first, as JSON; null without any. */
  listedColumn(productId: SQL): SQL;
  ofProduct(productId: string): Promise<Review[]>;
}
