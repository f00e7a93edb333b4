ALTER TYPE "public"."code_purpose" ADD VALUE 'confirm_phone';--> statement-breakpoint
CREATE TABLE "verified_phones" (
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_phones_user_id_phone_pk" PRIMARY KEY("user_id","phone")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_prepaid_poisha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_payment_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_reference" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_verify_first_order_above_taka" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_prepay_delivery_after_returns" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_refuse_after_returns" smallint;--> statement-breakpoint
ALTER TABLE "verified_phones" ADD CONSTRAINT "verified_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
