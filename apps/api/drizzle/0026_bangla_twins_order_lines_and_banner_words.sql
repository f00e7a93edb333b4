DROP INDEX "product_faqs_position_key";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle_bn" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_name_bn" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color_bn" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_bn" text;--> statement-breakpoint
ALTER TABLE "product_faqs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_text_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colors_bn" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_bn" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details_bn" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags_bn" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_faqs_position_key" ON "product_faqs" USING btree ("product_id","language","position");--> statement-breakpoint
ALTER TABLE "product_faqs" ADD CONSTRAINT "product_faqs_language" CHECK ("product_faqs"."language" IN ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colors_bn_aligned" CHECK (cardinality("products"."colors_bn") = 0 OR cardinality("products"."colors_bn") = cardinality("products"."colors"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sizes_bn_aligned" CHECK (cardinality("products"."sizes_bn") = 0 OR cardinality("products"."sizes_bn") = cardinality("products"."sizes"));
--> statement-breakpoint
-- Back-fill (docs/decisions/055): a line ordered before the shop kept its Bangla takes its product's
-- current Bangla name, only while the product still has the English name the line was ordered
-- under: a renamed product's Bangla may name something else, and that line stays English.
UPDATE "order_items" AS i SET "product_name_bn" = p."name_bn"
  FROM "products" AS p
  WHERE i."product_id" = p."id" AND i."product_name" = p."name" AND p."name_bn" IS NOT NULL AND i."product_name_bn" IS NULL;
