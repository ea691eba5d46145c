ALTER TABLE "order_lines" ADD COLUMN "final_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines bought before the snapshot take the product's flag as it is now: what the return rules read until then.
UPDATE "order_lines" SET "final_sale" = "products"."final_sale" FROM "products" WHERE "products"."id" = "order_lines"."product_id";
