/** Reviews as the product page shows them: with the reviewer's name and photo, newest first. */
import { sql } from 'drizzle-orm';

import { avatarOrDefault, type Review } from '@dokan/domain';

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
