CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	CONSTRAINT "order_events_status_valid" CHECK ("order_events"."status" in ('pending_payment', 'placed', 'paid', 'payment_failed', 'cancelled', 'packed', 'shipped', 'out_for_delivery', 'delivered')),
	CONSTRAINT "order_events_actor_valid" CHECK ("order_events"."actor" in ('shopper', 'staff', 'payment', 'system'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending_payment', 'placed', 'paid', 'payment_failed', 'cancelled', 'packed', 'shipped', 'out_for_delivery', 'delivered'));--> statement-breakpoint
-- Orders placed before tracking began: one event for where they stand, marked as such.
INSERT INTO "order_events" ("order_id", "status", "at", "actor", "note") SELECT "id", "status", "updated_at", 'system', 'Recorded before order tracking began' FROM "orders";
