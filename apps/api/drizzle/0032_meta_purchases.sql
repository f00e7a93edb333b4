ALTER TYPE "public"."outbox_channel" ADD VALUE 'meta';--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_once_key" ON "outbox" USING btree ("once_key");