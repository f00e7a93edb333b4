ALTER TYPE "public"."payment_method" ADD VALUE 'nagad';--> statement-breakpoint
CREATE TABLE "nagad_payments" (
	"payment_ref_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"issuer_payment_ref" text,
	"refund_recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "nagad_payments_transaction_idx" ON "nagad_payments" USING btree ("transaction_id");
