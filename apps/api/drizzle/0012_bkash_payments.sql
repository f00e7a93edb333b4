ALTER TYPE "public"."payment_method" ADD VALUE 'bkash';--> statement-breakpoint
CREATE TABLE "bkash_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"trx_id" text,
	"refunded_poisha" integer DEFAULT 0 NOT NULL,
	"refund_trx_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_tokens" (
	"gateway" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"renewing_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bkash_payments_transaction_idx" ON "bkash_payments" USING btree ("transaction_id");