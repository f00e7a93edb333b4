CREATE TYPE "public"."promotion_kind" AS ENUM('percent-off', 'amount-off', 'free-delivery', 'buy-x-get-y', 'prepaid-discount');--> statement-breakpoint
CREATE TYPE "public"."promotion_level" AS ENUM('price', 'order', 'delivery');--> statement-breakpoint
CREATE TABLE "order_promotions" (
	"order_id" uuid NOT NULL,
	"promotion_id" uuid NOT NULL,
	"customer_id" uuid,
	"name" text NOT NULL,
	"name_bn" text,
	"kind" "promotion_kind" NOT NULL,
	"level" "promotion_level" NOT NULL,
	"saving_poisha" integer NOT NULL,
	"order_total_poisha" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_promotions_order_id_promotion_id_pk" PRIMARY KEY("order_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_bn" text,
	"kind" "promotion_kind" NOT NULL,
	"percent" integer,
	"amount_poisha" integer,
	"min_subtotal_poisha" integer,
	"category_ids" uuid[] DEFAULT '{}' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"buy_quantity" integer,
	"get_quantity" integer,
	"payment_methods" "payment_method"[] DEFAULT '{}' NOT NULL,
	"delivery_area" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget_poisha" bigint,
	"spent_poisha" bigint DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"with_coupons" boolean DEFAULT false NOT NULL,
	"with_promotions" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_within_budget" CHECK ("promotions"."budget_poisha" IS NULL OR "promotions"."spent_poisha" <= "promotions"."budget_poisha")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_discount_poisha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_promotions_promotion_customer_idx" ON "order_promotions" USING btree ("promotion_id","customer_id");--> statement-breakpoint
CREATE INDEX "promotions_ends_at_idx" ON "promotions" USING btree ("ends_at");