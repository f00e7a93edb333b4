import { z } from 'zod';

/** Record ids are UUIDs; a malformed one is a 400 with this message, not a database error. */
export const IdSchema = z.uuid({ message: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });

/** The answer envelope of every call (ARCHITECTURE.md, The API contract). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A machine code for a refusal the page acts on (decision 041: 'phone-not-confirmed', 'prepay-delivery'). */
  code: z.string().optional(),
});

/**
 * A whole-number query parameter (query strings are text): '12' passes, '1.5', '-1' and 'x' get a
 * 400 naming it. Every one has an upper bound, so that 99999999999999999999 is a 400 here rather
 * than an offset or a price the database cannot hold.
 */
export const wholeNumberParam = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min, `${name} must be at least ${min}`)
    .refine((n) => n <= max, `${name} must be at most ${max}`);
