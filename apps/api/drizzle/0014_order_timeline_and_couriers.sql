CREATE TYPE "public"."courier" AS ENUM('steadfast', 'pathao', 'redx');--> statement-breakpoint
CREATE TYPE "public"."order_event_kind" AS ENUM('placed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'paid', 'booked', 'in-transit', 'out-for-delivery');--> statement-breakpoint
CREATE TYPE "public"."order_event_source" AS ENUM('shopper', 'admin', 'courier-webhook', 'courier-poll', 'payment', 'system');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'returned';--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" "courier" NOT NULL,
	"consignment_id" text NOT NULL,
	"tracking_code" text,
	"tracking_url" text,
	"courier_status" text NOT NULL,
	"cod_amount_poisha" integer NOT NULL,
	"delivery_charge_poisha" integer,
	"weight_grams" integer,
	"note" text,
	"booked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignments_cod_non_negative" CHECK ("consignments"."cod_amount_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_notifications" (
	"courier" "courier" NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_notifications_courier_key_pk" PRIMARY KEY("courier","key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "order_event_kind" NOT NULL,
	"source" "order_event_source" NOT NULL,
	"actor_id" uuid,
	"actor" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_order_key" ON "consignments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_courier_id_key" ON "consignments" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE INDEX "order_events_order_created_idx" ON "order_events" USING btree ("order_id","created_at");