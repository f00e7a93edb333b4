CREATE TYPE "public"."language" AS ENUM('en', 'bn');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;