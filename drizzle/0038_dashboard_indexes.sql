CREATE INDEX "cart_items_created_at_idx" ON "cart_items" USING btree ("created_at") INCLUDE ("owner");--> statement-breakpoint
CREATE INDEX "cart_items_owner_created_at_idx" ON "cart_items" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at") INCLUDE ("id","status","payment_method","total_paise","discount_paise","shipping_discount_paise","from_cart");--> statement-breakpoint
CREATE INDEX "orders_late_idx" ON "orders" USING btree ("deliver_by") WHERE "orders"."status" in ('placed', 'paid', 'packed', 'shipped', 'out_for_delivery');--> statement-breakpoint
CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
DROP INDEX "order_lines_order_id_idx";--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id") INCLUDE ("id","product_id","size","quantity","line_total_paise","discount_paise");