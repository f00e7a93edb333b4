/** Reviews as the product page shows them: with the reviewer's name and photo, newest first. */
import { type SQL, sql } from 'drizzle-orm';

import { avatarOrDefault, type ListedReview, type Review } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { isoDate, queryPrepared, queryRows } from '../../lib/rows.ts';

interface ReviewRow {
  id: string;
  user_id: string;
  user_name: string;
  user_img: string | null;
  stars: number;
  text: string;
  created_at: Date | string;
}

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    userId: { _id: row.user_id, name: row.user_name, profileImg: avatarOrDefault(row.user_img) },
    date: isoDate(row.created_at),
    stars: row.stars,
    text: row.text,
  };
}

const REVIEW_COLUMNS = sql`r.id, r.user_id, u.name AS user_name, u.profile_img AS user_img, r.stars, r.text, r.created_at`;

export async function reviewsOfProduct(db: Database, productId: string): Promise<Review[]> {
  const rows = await queryPrepared<ReviewRow>(
    db,
    sql`SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE r.product_id = ${productId} ORDER BY r.created_at DESC`,
  );
  return rows.map(toReview);
}

export async function reviewById(db: Database | Transaction, id: string): Promise<Review> {
  const [row] = await queryRows<ReviewRow>(
    db,
    sql`SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.id = ${id}`,
  );
  if (!row) throw new Error(`review ${id} vanished`);
  return toReview(row);
}

/** A product card's review as the SQL below builds it (JSON keeps the timestamp as text). */
export interface ListedReviewRow {
  id: string;
  user_id: string;
  stars: number;
  created_at: string;
}

/**
 * The slim reviews of the product `productId` names, newest first, as one JSON column for a card
 * (decision 021): no text, no reviewer join. reviews_product_created_idx serves it per product.
 */
export function listedReviewsColumn(productId: SQL): SQL {
  return sql`(SELECT json_agg(json_build_object('id', r.id, 'user_id', r.user_id, 'stars', r.stars, 'created_at', r.created_at)
             ORDER BY r.created_at DESC) FROM reviews r WHERE r.product_id = ${productId})`;
}

export function toListedReview(row: ListedReviewRow): ListedReview {
  return { _id: row.id, userId: row.user_id, date: isoDate(row.created_at), stars: row.stars };
}
