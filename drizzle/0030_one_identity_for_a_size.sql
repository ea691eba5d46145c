-- One identity for a size (docs/decisions/030-one-identity-for-a-size.md): cart lines, order lines and an
-- exchange's reserved replacement point at the product_variants row that holds the size's SKU and stock.
-- "No size" is spelled '' everywhere (the variant of a product without sizes); a cart line whose size is
-- not chosen yet (the sandals' stored "N/A") has no variant. Every line keeps its product, its size's
-- meaning and its quantity.
UPDATE "order_lines" SET "size" = '' WHERE "size" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "size" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "exchange_variant_id" integer;--> statement-breakpoint
UPDATE "cart_items" c SET "variant_id" = v."id"
FROM "product_variants" v WHERE v."product_id" = c."product_id" AND v."size" = c."size";--> statement-breakpoint
-- A line in no size the product has ("N/A", or a size since dropped) waits for one; two such lines of one
-- shopper and product become one holding both quantities.
UPDATE "cart_items" c SET "quantity" = t."total"
FROM (
  SELECT min("id") AS "id", sum("quantity")::integer AS "total" FROM "cart_items"
  WHERE "variant_id" IS NULL GROUP BY "owner", "product_id" HAVING count(*) > 1
) t WHERE c."id" = t."id";--> statement-breakpoint
DELETE FROM "cart_items" c WHERE c."variant_id" IS NULL AND EXISTS (
  SELECT 1 FROM "cart_items" o
  WHERE o."variant_id" IS NULL AND o."owner" = c."owner" AND o."product_id" = c."product_id" AND o."id" < c."id"
);--> statement-breakpoint
UPDATE "order_lines" l SET "variant_id" = v."id"
FROM "product_variants" v WHERE v."product_id" = l."product_id" AND v."size" = l."size";--> statement-breakpoint
UPDATE "return_lines" r SET "exchange_variant_id" = v."id"
FROM "order_lines" l, "product_variants" v
WHERE l."id" = r."order_line_id" AND v."product_id" = l."product_id" AND v."size" = r."exchange_size";--> statement-breakpoint
-- An emptied cart's kept lines name their variant the same way (none for a size not chosen).
UPDATE "cleared_carts" c SET "lines" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'productId', (e."line"->>'productId')::integer,
    'variantId', v."id",
    'quantity', (e."line"->>'quantity')::integer
  ) ORDER BY e."n"), '[]'::jsonb)
  FROM jsonb_array_elements(c."lines") WITH ORDINALITY AS e("line", "n")
  LEFT JOIN "product_variants" v
    ON v."product_id" = (e."line"->>'productId')::integer AND v."size" = e."line"->>'size'
);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_variant_id_product_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "cart_items_owner_product_size_idx";--> statement-breakpoint
ALTER TABLE "cart_items" DROP COLUMN "size";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_owner_product_variant_key" UNIQUE NULLS NOT DISTINCT("owner","product_id","variant_id");--> statement-breakpoint
-- The spread rule (docs/decisions/011-stock-per-size.md) now keeps a size's variant, and so its id, for as
-- long as the product comes in that size: lines point at it. A size dropped by the staff goes; cart lines
-- in it wait for a size again (one per shopper, holding their quantities), and order lines keep its name.
CREATE OR REPLACE FUNCTION product_variants_respread(p_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE cart_items c SET variant_id = NULL, quantity = t.total
  FROM (
    SELECT (array_agg(c2.id ORDER BY c2.variant_id IS NOT NULL, c2.id))[1] AS id, sum(c2.quantity)::integer AS total
    FROM cart_items c2
    LEFT JOIN product_variants v ON v.id = c2.variant_id
    JOIN products p ON p.id = c2.product_id
    WHERE c2.product_id = p_id AND (c2.variant_id IS NULL OR v.size <> ALL (
      CASE WHEN coalesce(cardinality(p.sizes), 0) = 0 THEN ARRAY['']::text[] ELSE p.sizes END))
    GROUP BY c2.owner
  ) t
  WHERE c.id = t.id;
  DELETE FROM cart_items c USING product_variants v, products p
  WHERE v.id = c.variant_id AND p.id = v.product_id AND v.product_id = p_id
    AND v.size <> ALL (CASE WHEN coalesce(cardinality(p.sizes), 0) = 0 THEN ARRAY['']::text[] ELSE p.sizes END);
  DELETE FROM product_variants v USING products p
  WHERE p.id = v.product_id AND v.product_id = p_id
    AND v.size <> ALL (CASE WHEN coalesce(cardinality(p.sizes), 0) = 0 THEN ARRAY['']::text[] ELSE p.sizes END);
  INSERT INTO product_variants (product_id, size, sku, stock)
  SELECT p.id, '', p.sku, p.stock FROM products p WHERE p.id = p_id AND coalesce(cardinality(p.sizes), 0) = 0
  ON CONFLICT (product_id, size) DO UPDATE SET sku = excluded.sku, stock = excluded.stock;
  INSERT INTO product_variants (product_id, size, sku, stock)
  SELECT p.id, s.size, p.sku || '-' || s.size,
    p.stock / cardinality(p.sizes) + CASE WHEN s.ord <= p.stock % cardinality(p.sizes) THEN 1 ELSE 0 END
  FROM products p, unnest(p.sizes) WITH ORDINALITY AS s(size, ord)
  WHERE p.id = p_id AND cardinality(p.sizes) > 0
  ON CONFLICT (product_id, size) DO UPDATE SET sku = excluded.sku, stock = excluded.stock;
$$;
