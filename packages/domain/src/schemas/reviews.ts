import { z } from 'zod';

import { REVIEW_STARS_MAX } from '../constants.ts';
import { IdSchema } from './common.ts';

export const REVIEW_TEXT_MAX_LENGTH = 2000;

/** POST /products/{productId}/reviews, sent as {review: {userId, stars, text}} (spec section 3, Review). */
export const ReviewSubmitSchema = z.object({
  review: z.object({
    userId: IdSchema,
    stars: z
      .number({ message: `Please choose a rating from 1 to ${REVIEW_STARS_MAX} stars` })
      .int(`Please choose a rating from 1 to ${REVIEW_STARS_MAX} stars`)
      .min(1, `Please choose a rating from 1 to ${REVIEW_STARS_MAX} stars`)
      .max(REVIEW_STARS_MAX, `Please choose a rating from 1 to ${REVIEW_STARS_MAX} stars`),
    text: z
      .string()
      .trim()
      .min(1, 'Please write a few words about the product')
      .max(REVIEW_TEXT_MAX_LENGTH, `A review may have at most ${REVIEW_TEXT_MAX_LENGTH} characters`),
  }),
});
export type ReviewSubmit = z.infer<typeof ReviewSubmitSchema>;
