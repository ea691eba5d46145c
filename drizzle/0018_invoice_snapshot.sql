ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;