import { z } from 'zod';

import { CART_LINK_ITEMS_MESSAGE, CART_LINK_SKIP_REASONS, parseCartLinkItems } from '../cart-link.ts';
import { ProductSchema } from './catalogue.ts';
import { VariantSchema } from './variants.ts';

/**
 * GET /api/products/cart-link: the link's items as given. Kept as text (read with
 * `parseCartLinkItems`), so that the response cache keys the answer by it.
 */
export const CartLinkQuerySchema = z.object({
  items: z
    .string({ message: CART_LINK_ITEMS_MESSAGE })
    .refine((text) => parseCartLinkItems(text) !== null, CART_LINK_ITEMS_MESSAGE),
});

/**
 * What the server makes of a link: each item it can sell, its product (as its page reads it), the
 * variant it names (a product's id names its first variant in stock) and the quantity within the
 * stock; and each item it cannot, with its product's name when there is one.
 */
export const CartLinkSchema = z.object({
  lines: z.array(
    z.object({
      ref: z.string(),
      product: ProductSchema,
      variant: VariantSchema.nullable(),
      /** The link's quantity, or the stock when less is left. */
      quantity: z.number().int().min(1),
      /** The quantity the link asked for. */
      requested: z.number().int().min(1),
    }),
  ),
  skipped: z.array(
    z.object({
      ref: z.string(),
      reason: z.enum(CART_LINK_SKIP_REASONS),
      productName: z.string().nullable(),
      productNameBn: z.string().nullable(),
    }),
  ),
});
export type CartLink = z.infer<typeof CartLinkSchema>;
