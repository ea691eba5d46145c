ALTER TABLE "products" ADD COLUMN "swatches" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_swatches(p_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN count(*) < 2 THEN '[]'::jsonb ELSE jsonb_agg(jsonb_build_object(
    'name', c.name,
    'slug', c.slug,
    'picture', coalesce(c.images -> 0, CASE WHEN c.image IS NULL THEN NULL
      ELSE jsonb_build_object('src', c.image, 'width', NULL, 'height', NULL) END),
    'basePricePaise', c.base_price_paise,
    'oldPricePaise', c.old_price_paise
  ) ORDER BY c.position, c.id) END
  FROM product_colours c WHERE c.product_id = p_id;
$$;
--> statement-breakpoint
-- A list's cards show each colour of a product as a swatch (docs/decisions/034-colours-as-variants.md): the
-- product's row carries them, kept by the trigger that keeps its colours' names, so a page of 40 cards reads
-- no other table. A product of one colour keeps none: its card shows no swatch, and its row stays small.
CREATE OR REPLACE FUNCTION product_colours_keep_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  UPDATE products p SET
    colours = coalesce((
      SELECT array_agg(c.name ORDER BY c.position, c.id) FROM product_colours c WHERE c.product_id = p.id AND c.name <> ''
    ), '{}'),
    swatches = product_swatches(p.id)
  WHERE p.id = p_id;
  PERFORM nextval('catalog_version');
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
UPDATE products p SET swatches = product_swatches(p.id)
WHERE p.id IN (SELECT product_id FROM product_colours GROUP BY product_id HAVING count(*) > 1);--> statement-breakpoint
-- A product's name loses its colour with what is joined to it: "Unisex Gold-Toned Aviator Sunglasses" and
-- its silver copy are "Unisex Aviator Sunglasses", not "Unisex -Toned Aviator Sunglasses". The rest of the
-- rule is unchanged; a product already named so is renamed.
CREATE OR REPLACE FUNCTION products_group_colour_copies() RETURNS integer LANGUAGE plpgsql AS $$
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
      UPDATE products SET name = trim(regexp_replace(regexp_replace(name, '\m' || color || '\M(-\w+)?', ' ', 'gi'), '\s+', ' ', 'g'))
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
UPDATE products SET name = trim(regexp_replace(regexp_replace(name, '(^|\s)-\w+', ' ', 'g'), '\s+', ' ', 'g'))
WHERE name ~ '(^|\s)-\w' AND id IN (SELECT product_id FROM product_colours GROUP BY product_id HAVING count(*) > 1);
