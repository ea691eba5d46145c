-- A product's colours are its variants (docs/decisions/034-colours-as-variants.md): a variant is a colour and
-- a size. Every product gets its one colour from products.color; then the recoloured copies of one style
-- become the colours of one product. Every stock unit, SKU, cart line, order line and wishlist entry is
-- kept; a copy's id stays on its colour so its old link can answer 301.
CREATE FUNCTION colour_slug(name text) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
  SELECT trim(both '-' FROM regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'))
$$;--> statement-breakpoint
-- array_to_string is only stable in general (it prints any element type); for text it is immutable, which
-- the generated search vector needs.
CREATE FUNCTION colour_words(names text[]) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
  SELECT coalesce(array_to_string(names, ' '), '')
$$;--> statement-breakpoint
CREATE TABLE "product_colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"image" text,
	"images" jsonb,
	"description" text,
	"base_price_paise" integer,
	"old_price_paise" integer,
	"former_product_id" integer,
	CONSTRAINT "product_colours_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_colours_former_product_id_unique" UNIQUE("former_product_id"),
	CONSTRAINT "product_colours_price_positive" CHECK ("product_colours"."base_price_paise" > 0)
);--> statement-breakpoint
ALTER TABLE "product_colours" ADD CONSTRAINT "product_colours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_colours_product_slug_idx" ON "product_colours" USING btree ("product_id","slug");--> statement-breakpoint
CREATE INDEX "product_colours_product_position_idx" ON "product_colours" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colours" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
INSERT INTO "product_colours" ("product_id", "sku", "name", "slug", "position")
SELECT "id", "sku", coalesce("color", ''), colour_slug(coalesce("color", '')), 0 FROM "products";--> statement-breakpoint
UPDATE "products" SET "colours" = ARRAY["color"] WHERE coalesce("color", '') <> '';--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "colour_id" integer;--> statement-breakpoint
UPDATE "product_variants" v SET "colour_id" = c."id" FROM "product_colours" c WHERE c."product_id" = v."product_id";--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "colour_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_colour_id_product_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."product_colours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "product_variants_product_size_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_colour_size_idx" ON "product_variants" USING btree ("colour_id","size");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "colour_id" integer;--> statement-breakpoint
UPDATE "cart_items" i SET "colour_id" = c."id" FROM "product_colours" c WHERE c."product_id" = i."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "colour_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_colour_id_product_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."product_colours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_owner_product_variant_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_owner_colour_variant_key" UNIQUE NULLS NOT DISTINCT("owner","colour_id","variant_id");--> statement-breakpoint
UPDATE "cleared_carts" k SET "lines" = (
  SELECT coalesce(jsonb_agg(e."line" || jsonb_build_object('colourId', c."id") ORDER BY e."n"), '[]'::jsonb)
  FROM jsonb_array_elements(k."lines") WITH ORDINALITY AS e("line", "n")
  JOIN "product_colours" c ON c."product_id" = (e."line"->>'productId')::integer
);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "colour" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "order_lines" l SET "colour" = p."color" FROM "products" p WHERE p."id" = l."product_id" AND coalesce(p."color", '') <> '';--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', category || ' ' || colour_words(colours)), 'B') || setweight(to_tsvector('simple', description), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- products.colours follows the colours' names, whoever writes them; what the colours are is part of what
-- shoppers see, so any change moves the catalogue's version.
CREATE FUNCTION product_colours_keep_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET colours = coalesce((
    SELECT array_agg(c.name ORDER BY c.position, c.id) FROM product_colours c WHERE c.product_id = p.id AND c.name <> ''
  ), '{}')
  WHERE p.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  PERFORM nextval('catalog_version');
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_colours_keep_names
AFTER INSERT OR UPDATE OR DELETE ON product_colours
FOR EACH ROW EXECUTE FUNCTION product_colours_keep_names();--> statement-breakpoint
-- The spread rule (docs/decisions/011-stock-per-size.md) over colours and sizes: the product's stock is
-- shared out colour by colour, size by size, the first (stock % variants) one more. A variant keeps its
-- id and SKU for as long as its colour comes in its size; a variant's SKU is its colour's and its size
-- (the first colour's SKU is the product's).
CREATE OR REPLACE FUNCTION product_variants_respread(p_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE cart_items c SET variant_id = NULL, quantity = t.total
  FROM (
    SELECT (array_agg(c2.id ORDER BY c2.variant_id IS NOT NULL, c2.id))[1] AS id, sum(c2.quantity)::integer AS total
    FROM cart_items c2
    LEFT JOIN product_variants v ON v.id = c2.variant_id
    JOIN products p ON p.id = c2.product_id
    WHERE c2.product_id = p_id AND (c2.variant_id IS NULL OR v.size <> ALL (
      CASE WHEN coalesce(cardinality(p.sizes), 0) = 0 THEN ARRAY['']::text[] ELSE p.sizes END))
    GROUP BY c2.owner, c2.colour_id
  ) t
  WHERE c.id = t.id;
  DELETE FROM cart_items c USING product_variants v, products p
  WHERE v.id = c.variant_id AND p.id = v.product_id AND v.product_id = p_id
    AND v.size <> ALL (CASE WHEN coalesce(cardinality(p.sizes), 0) = 0 THEN ARRAY['']::text[] ELSE p.sizes END);
  DELETE FROM product_variants v USING products p
  WHERE p.id = v.product_id AND v.product_id = p_id
    AND v.size <> ALL (CASE WHEN coalesce(cardinality(p.sizes), 0) = 0 THEN ARRAY['']::text[] ELSE p.sizes END);
  INSERT INTO product_variants (product_id, colour_id, size, sku, stock)
  SELECT p.id, c.id, s.size,
    c.sku || CASE WHEN s.size = '' THEN '' ELSE '-' || s.size END,
    p.stock / (c.colours * s.sizes) + CASE WHEN c.n * s.sizes + s.ord <= p.stock % (c.colours * s.sizes) THEN 1 ELSE 0 END
  FROM products p
  CROSS JOIN LATERAL (
    SELECT pc.id, pc.sku, (row_number() OVER (ORDER BY pc.position, pc.id) - 1)::integer AS n,
      (count(*) OVER ())::integer AS colours
    FROM product_colours pc WHERE pc.product_id = p.id
  ) c
  CROSS JOIN LATERAL (
    SELECT u.size, u.ord::integer AS ord, (count(*) OVER ())::integer AS sizes
    FROM unnest(CASE WHEN coalesce(cardinality(p.sizes), 0) = 0 THEN ARRAY['']::text[] ELSE p.sizes END)
      WITH ORDINALITY AS u(size, ord)
  ) s
  WHERE p.id = p_id
  ON CONFLICT (colour_id, size) DO UPDATE SET stock = excluded.stock;
$$;--> statement-breakpoint
-- A new product's first colour is its own colour, whoever inserts it; then its variants.
CREATE OR REPLACE FUNCTION products_make_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_colours (product_id, sku, name, slug, position)
  VALUES (NEW.id, NEW.sku, coalesce(NEW.color, ''), colour_slug(coalesce(NEW.color, '')), 0);
  PERFORM product_variants_respread(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The grouping rule (docs/decisions/034-colours-as-variants.md): shown products of one category whose names are
-- the same once their colour word is taken out, with the same sizes, each in a colour of its own, are one
-- product. The cheapest (then the oldest) is the product and its first colour, so the product's price is
-- its lowest; each other copy becomes a colour with its own photos, description, price and old price.
-- Its variants (stock and SKUs), cart lines, order lines and wishlist entries move to the product; the
-- copy is deleted, its id kept on its colour. The product's name loses the colour word. Returns how many
-- copies became colours. The seed runs it too, so a new store's catalogue is grouped by the same rule.
CREATE FUNCTION products_group_colour_copies() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  copy record;
  colour integer;
  merged integer := 0;
BEGIN
  FOR copy IN
    WITH styled AS (
      SELECT p.id, p.category, p.sizes, p.color, p.base_price_paise, p.created_at,
        lower(trim(regexp_replace(regexp_replace(p.name, '\m' || p.color || '\M', ' ', 'gi'), '\s+', ' ', 'g'))) AS style
      FROM products p
      WHERE NOT p.hidden AND p.color ~ '^[A-Za-z][A-Za-z -]*$' AND p.name ~* ('\m' || p.color || '\M')
        AND NOT EXISTS (SELECT 1 FROM product_colours pc WHERE pc.product_id = p.id AND pc.position > 0)
    ), styles AS (
      SELECT category, style, sizes FROM styled GROUP BY category, style, sizes
      HAVING count(*) > 1 AND count(DISTINCT colour_slug(color)) = count(*)
    )
    SELECT s.id, s.color, first_value(s.id) OVER w AS main, (row_number() OVER w - 1)::integer AS position
    FROM styled s JOIN styles USING (category, style, sizes)
    WINDOW w AS (PARTITION BY s.category, s.style, s.sizes ORDER BY s.base_price_paise, s.created_at, s.id)
    ORDER BY main, position
  LOOP
    IF copy.position = 0 THEN
      UPDATE products SET name = trim(regexp_replace(regexp_replace(name, '\m' || color || '\M', ' ', 'gi'), '\s+', ' ', 'g'))
      WHERE id = copy.id;
      CONTINUE;
    END IF;
    -- The copy's one colour moves to the product, with what it had of its own.
    UPDATE product_colours c SET product_id = copy.main, position = copy.position, image = p.image,
      images = CASE WHEN jsonb_array_length(p.images) > 0 THEN p.images END, description = p.description,
      base_price_paise = p.base_price_paise, old_price_paise = p.old_price_paise, former_product_id = p.id
    FROM products p WHERE p.id = copy.id AND c.product_id = copy.id
    RETURNING c.id INTO colour;
    UPDATE product_variants SET product_id = copy.main WHERE product_id = copy.id;
    UPDATE cart_items SET product_id = copy.main WHERE product_id = copy.id;
    UPDATE order_lines SET product_id = copy.main WHERE product_id = copy.id;
    INSERT INTO wishlist_items (owner, product_id, created_at)
    SELECT owner, copy.main, created_at FROM wishlist_items WHERE product_id = copy.id
    ON CONFLICT (owner, product_id) DO NOTHING;
    UPDATE cleared_carts k SET lines = (
      SELECT jsonb_agg(CASE WHEN (e.line->>'productId')::integer = copy.id
        THEN e.line || jsonb_build_object('productId', copy.main, 'colourId', colour) ELSE e.line END ORDER BY e.n)
      FROM jsonb_array_elements(k.lines) WITH ORDINALITY AS e(line, n)
    )
    WHERE k.lines @> jsonb_build_array(jsonb_build_object('productId', copy.id));
    UPDATE products SET stock = stock + (SELECT stock FROM products WHERE id = copy.id) WHERE id = copy.main;
    DELETE FROM products WHERE id = copy.id;
    merged := merged + 1;
  END LOOP;
  RETURN merged;
END;
$$;--> statement-breakpoint
SELECT products_group_colour_copies();
