/** The reviews table: reviews as the product page shows them (reviewer's name and photo, newest first) and their writes. */
import { eq, type SQL, sql } from 'drizzle-orm';

import { avatarOrDefault, type ListedReview, type Review } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { isoDate, queryPrepared, queryRows } from '../../lib/rows.ts';
import { joinUser } from '../accounts/accounts.module.ts';

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

/** The reviewer, joined through the accounts module (their current name and photo). */
const reviewer = joinUser('u', sql`r.user_id`);
const REVIEW_COLUMNS = sql`r.id, r.user_id, ${reviewer.name} AS user_name, ${reviewer.photo} AS user_img,
  r.stars, r.text, r.created_at`;

export async function reviewsOfProduct(db: Database, productId: string): Promise<Review[]> {
  const rows = await queryPrepared<ReviewRow>(
    db,
    sql`SELECT ${REVIEW_COLUMNS} FROM reviews r ${reviewer.join}
        WHERE r.product_id = ${productId} ORDER BY r.created_at DESC`,
  );
  return rows.map(toReview);
}

export async function reviewById(db: Database | Transaction, id: string): Promise<Review> {
  const [row] = await queryRows<ReviewRow>(
    db,
    sql`SELECT ${REVIEW_COLUMNS} FROM reviews r ${reviewer.join} WHERE r.id = ${id}`,
  );
  if (!row) throw new Error(`review ${id} vanished`);
  return toReview(row);
}

/**
 * The slim reviews of the product `productId` names, newest first, as one JSON column holding the
 * answer's own objects (decision 021): no text, no reviewer, nothing left to map per review on a
 * listing page. The date is written as isoDate writes it (UTC, milliseconds cut, not rounded).
 * reviews_product_created_idx serves it per product.
 */
export function listedReviewsColumn(productId: SQL): SQL {
  return sql`(SELECT json_agg(json_build_object(
                'userId', r.user_id,
                'date', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'stars', r.stars) ORDER BY r.created_at DESC)
             FROM reviews r WHERE r.product_id = ${productId})`;
}

/** What `listedReviewsColumn` holds: null for a product without reviews. */
export type ListedReviewsColumn = ListedReview[] | null;

/** One review per customer and product: writing again edits it. Answers its id and whether it is new. */
export async function saveReview(
  tx: Transaction,
  review: { productId: string; userId: string; stars: number; text: string },
): Promise<{ id: string; created: boolean }> {
  const [saved] = await tx
    .insert(reviews)
    .values(review)
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.userId],
      set: { stars: review.stars, text: review.text, updatedAt: sql`now()` },
    })
    .returning({ id: reviews.id, created: sql<boolean>`xmax = 0` });
  if (!saved) throw new Error('review upsert returned nothing');
  return saved;
}

/** A product's average stars (two decimals, 0 without reviews) and how many reviews it has. */
export async function ratingOf(tx: Transaction, productId: string): Promise<{ average: number; count: number }> {
  const [row] = await tx
    .select({
      average: sql<number>`coalesce(round(avg(${reviews.stars}), 2), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
}
