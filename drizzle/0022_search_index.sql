-- The search's vocabulary now comes from the in-memory search index (server/catalog/search-index.ts),
-- which holds every shown product's words.
DROP TRIGGER IF EXISTS products_collect_search_terms ON products;--> statement-breakpoint
DROP FUNCTION IF EXISTS products_collect_search_terms();--> statement-breakpoint
DROP TABLE "search_terms" CASCADE;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "changed_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_changed_xid_idx" ON "products" USING btree ("changed_xid");--> statement-breakpoint
-- changed_xid is the transaction that last changed a product as shoppers see it, so the search index can
-- read what changed since its last look: every row whose changed_xid is at or above the oldest transaction
-- still running then (pg_snapshot_xmin). A stock change counts only when it sells the product out or brings
-- it back, as for the catalogue's version (0014). The generated columns are not computed yet in a BEFORE
-- trigger (they read null), so they are left out of the comparison; they follow the other columns.
CREATE FUNCTION products_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR (to_jsonb(OLD) - 'stock' - 'changed_xid' - 'search_vector' - 'deal_ratio')
        IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'changed_xid' - 'search_vector' - 'deal_ratio')
     OR (OLD.stock > 0) <> (NEW.stock > 0) THEN
    NEW.changed_xid := txid_current();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_mark_changed
BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION products_mark_changed();--> statement-breakpoint
-- A size added, removed, selling out or coming back changes what the size filter finds: it marks its
-- product (once per transaction; orders lock the product before its sizes, so this adds no lock order).
CREATE FUNCTION product_variants_mark_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.stock > 0) = (NEW.stock > 0) AND OLD.size = NEW.size
     AND OLD.product_id = NEW.product_id THEN
    RETURN NULL;
  END IF;
  UPDATE products SET changed_xid = txid_current()
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END
    AND changed_xid <> txid_current();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_mark_product_changed
AFTER INSERT OR UPDATE OR DELETE ON product_variants
FOR EACH ROW EXECUTE FUNCTION product_variants_mark_product_changed();--> statement-breakpoint
UPDATE products SET changed_xid = txid_current();
