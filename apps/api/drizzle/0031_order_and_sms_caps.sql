ALTER TABLE "shop_settings" ADD COLUMN "orders_per_account_hour" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "orders_per_address_hour" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "open_cod_per_account" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "open_cod_per_phone" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "sms_per_phone_day" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_sms_recipient_idx" ON "outbox" USING btree ("recipient","created_at") WHERE "outbox"."channel" = 'sms';
