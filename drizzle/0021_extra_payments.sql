CREATE TABLE "extra_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "extra_payments_amount_positive" CHECK ("extra_payments"."amount_paise" > 0),
	CONSTRAINT "extra_payments_state_valid" CHECK ("extra_payments"."state" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "extra_payments" ADD CONSTRAINT "extra_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_payments_order_id_idx" ON "extra_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "extra_payments_state_idx" ON "extra_payments" USING btree ("state");