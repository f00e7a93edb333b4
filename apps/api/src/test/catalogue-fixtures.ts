/** Builds small, readable catalogues for route tests. */
import { eq, sql } from 'drizzle-orm';

import { discountedPricePoisha, takaToPoisha } from '@dokan/domain';

import type { Database } from '../db/client.ts';
import {
  categories,
  productFaqs,
  productImages,
  products,
  reviews,
  subcategories,
  subSubcategories,
  users,
} from '../db/schema.ts';

export async function addCategory(db: Database, name: string, position = 0) {
  const [row] = await db
    .insert(categories)
    .values({ name, image: `/api/media/categories/${name}.webp`, position })
    .returning();
  return row!;
}

export async function addSubCategory(db: Database, categoryId: string, name: string) {
  const [row] = await db.insert(subcategories).values({ categoryId, name }).returning();
  return row!;
}

export async function addSubSubCategory(db: Database, categoryId: string, subcategoryId: string, name: string) {
  const [row] = await db.insert(subSubcategories).values({ categoryId, subcategoryId, name }).returning();
  return row!;
}

export interface ProductSpec {
  name: string;
  nameBn?: string;
  categoryId: string;
  subcategoryId?: string;
  subSubcategoryId?: string;
  priceTaka?: number;
  discount?: number;
  remaining?: number;
  sales?: number;
  rating?: number;
  tags?: string[];
  description?: string;
  createdAt?: Date;
  ownerId?: string;
  images?: string[];
  /** Red and Navy, M and L unless given ([] for a product without options). */
  colors?: string[];
  sizes?: string[];
  /** The colours' and sizes' Bangla labels, one per option (none unless given). */
  colorsBn?: string[];
  sizesBn?: string[];
  faqs?: { question: string; answer: string }[];
}

export async function addProduct(db: Database, spec: ProductSpec) {
  const original = takaToPoisha(spec.priceTaka ?? 1000);
  const discount = spec.discount ?? 0;
  const [row] = await db
    .insert(products)
    .values({
      name: spec.name,
      nameBn: spec.nameBn,
      description: spec.description ?? `${spec.name} for everyday use.`,
      quantityText: '1 piece',
      originalPricePoisha: original,
      discountPercent: discount,
      pricePoisha: discountedPricePoisha(original, discount),
      categoryId: spec.categoryId,
      subcategoryId: spec.subcategoryId,
      subSubcategoryId: spec.subSubcategoryId,
      remaining: spec.remaining ?? 10,
      sales: spec.sales ?? 0,
      rating: spec.rating ?? 0,
      colors: spec.colors ?? ['Red', 'Navy'],
      sizes: spec.sizes ?? ['M', 'L'],
      colorsBn: spec.colorsBn,
      sizesBn: spec.sizesBn,
      details: ['100% cotton'],
      tags: spec.tags ?? [],
      ownerId: spec.ownerId,
      createdAt: spec.createdAt,
    })
    .returning();
  const product = row!;
  const images = spec.images ?? [`/api/media/products/${product.id}/0.webp`];
  if (images.length) {
    await db.insert(productImages).values(images.map((url, position) => ({ productId: product.id, position, url })));
  }
  if (spec.faqs?.length) {
    await db
      .insert(productFaqs)
      .values(spec.faqs.map((faq, position) => ({ productId: product.id, position, ...faq })));
  }
  return product;
}

export async function addUser(db: Database, name: string, role: 'user' | 'owner' | 'admin' = 'user') {
  const [row] = await db.insert(users).values({ name, role, profileImg: null }).returning();
  return row!;
}

/** A review, counted in the product's review_count as the reviews service does (the rating stays as given). */
export async function addReview(db: Database, productId: string, userId: string, stars: number, text: string) {
  const [row] = await db.insert(reviews).values({ productId, userId, stars, text }).returning();
  await db
    .update(products)
    .set({ reviewCount: sql`(SELECT count(*) FROM reviews WHERE product_id = ${productId})` })
    .where(eq(products.id, productId));
  return row!;
}
