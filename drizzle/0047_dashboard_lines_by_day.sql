ALTER TABLE "order_lines" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Every line's placed_at is its order's created_at: the lines there already, then every insert and every
-- change of an order's created_at (the app never changes it; a hand-made fix or a test may).
UPDATE "order_lines" AS l SET "placed_at" = o."created_at" FROM "orders" AS o WHERE o."id" = l."order_id";--> statement-breakpoint
CREATE FUNCTION order_lines_take_placed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.created_at INTO NEW.placed_at FROM orders o WHERE o.id = NEW.order_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_lines_placed_at_on_write
  BEFORE INSERT OR UPDATE OF order_id, placed_at ON order_lines
  FOR EACH ROW EXECUTE FUNCTION order_lines_take_placed_at();--> statement-breakpoint
CREATE FUNCTION orders_move_lines_placed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_lines SET placed_at = NEW.created_at WHERE order_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_lines_placed_at_on_update
  AFTER UPDATE OF created_at ON orders
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION orders_move_lines_placed_at();--> statement-breakpoint
-- The dashboard reads a period's lines by placed_at now: the order id's index needs no longer carry them
-- (migration 0038 made it cover them).
DROP INDEX "order_lines_order_id_idx";--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_placed_at_idx" ON "order_lines" USING btree ("placed_at") INCLUDE ("order_id","id","product_id","size","quantity","line_total_paise","discount_paise");
