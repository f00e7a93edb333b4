ALTER TABLE "categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "sub_subcategories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_bn" text;