CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"refund_id" integer PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"credit_note_number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller" jsonb NOT NULL,
	"tax" jsonb NOT NULL,
	CONSTRAINT "credit_notes_credit_note_number_unique" UNIQUE("credit_note_number")
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_return_status_valid";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_state_valid";--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_status_valid";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "final_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "exchange_size" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "kind" text DEFAULT 'return' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."invoices"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence_idx" ON "credit_notes" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_order_id_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_return_status_valid" CHECK ("order_events"."return_status" is null or "order_events"."return_status" in ('requested', 'approved', 'rejected', 'cancelled', 'picked_up', 'received', 'replacement_shipped', 'refunded', 'exchange_requested', 'exchange_approved', 'exchange_rejected', 'exchange_cancelled', 'exchange_picked_up', 'exchange_received'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shipping_valid" CHECK ("refunds"."shipping_paise" >= 0 and "refunds"."shipping_paise" < "refunds"."amount_paise");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_state_valid" CHECK ("refunds"."state" in ('pending', 'sent', 'processed', 'failed', 'awaiting_payout', 'paid_out'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_kind_valid" CHECK ("return_requests"."kind" in ('return', 'exchange'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status_valid" CHECK ("return_requests"."status" in ('requested', 'approved', 'rejected', 'cancelled', 'picked_up', 'received', 'replacement_shipped'));--> statement-breakpoint
-- Lines bought before the snapshot take the product's flag as it is now: what the return rules read until then.
UPDATE "order_lines" SET "final_sale" = "products"."final_sale" FROM "products" WHERE "products"."id" = "order_lines"."product_id";
