ALTER TABLE "orders" ADD COLUMN "awaiting_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "details_reminded_at" timestamp with time zone;