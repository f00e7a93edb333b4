CREATE TABLE "bkash_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"payer_reference" text NOT NULL,
	"agreement_id" text,
	"wallet" text,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bkash_agreements" ADD CONSTRAINT "bkash_agreements_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bkash_agreements_payment_key" ON "bkash_agreements" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bkash_agreements_agreement_key" ON "bkash_agreements" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "bkash_agreements_customer_idx" ON "bkash_agreements" USING btree ("customer_id");