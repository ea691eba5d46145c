ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_valid" CHECK ("products"."rating_count" >= 0 and "products"."rating_sum" between "products"."rating_count" and 5 * "products"."rating_count");--> statement-breakpoint
-- A product's rating on cards and in the catalogue's lists: its shown reviews' count and the sum of their stars
-- (docs/decisions/044-ratings-on-cards.md). A review counts while it is published, sample or not, as the
-- product page counts it. The trigger adds and takes away what each statement changed, rather than counting
-- again: two reviews of one product written at once each add their own to the row, where a count taken in
-- each transaction would miss the other's. Once per statement, with the rows it changed, so seeding
-- thousands of sample reviews or removing them updates each product once. The product's row changing
-- stamps it for the catalogue index and tells every instance (0022, 0025), so lists follow at once.
CREATE FUNCTION reviews_keep_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET rating_count = p.rating_count + d.n, rating_sum = p.rating_sum + d.s
    FROM (SELECT product_id, count(*)::int AS n, sum(rating)::int AS s FROM added_reviews
          WHERE status = 'published' GROUP BY product_id) d
    WHERE p.id = d.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET rating_count = p.rating_count - d.n, rating_sum = p.rating_sum - d.s
    FROM (SELECT product_id, count(*)::int AS n, sum(rating)::int AS s FROM removed_reviews
          WHERE status = 'published' GROUP BY product_id) d
    WHERE p.id = d.product_id;
  ELSE
    -- An edit counts only when it shows or hides a review, or changes its stars: a helpful vote or a staff
    -- note nets to nothing and touches no product.
    UPDATE products p SET rating_count = p.rating_count + d.n, rating_sum = p.rating_sum + d.s
    FROM (SELECT product_id, sum(n)::int AS n, sum(s)::int AS s
          FROM (SELECT product_id, 1 AS n, rating::int AS s FROM added_reviews WHERE status = 'published'
                UNION ALL
                SELECT product_id, -1, -rating::int FROM removed_reviews WHERE status = 'published') c
          GROUP BY product_id HAVING sum(n) <> 0 OR sum(s) <> 0) d
    WHERE p.id = d.product_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_rating_on_insert
AFTER INSERT ON reviews REFERENCING NEW TABLE AS added_reviews
FOR EACH STATEMENT EXECUTE FUNCTION reviews_keep_product_rating();--> statement-breakpoint
CREATE TRIGGER reviews_rating_on_update
AFTER UPDATE ON reviews REFERENCING OLD TABLE AS removed_reviews NEW TABLE AS added_reviews
FOR EACH STATEMENT EXECUTE FUNCTION reviews_keep_product_rating();--> statement-breakpoint
CREATE TRIGGER reviews_rating_on_delete
AFTER DELETE ON reviews REFERENCING OLD TABLE AS removed_reviews
FOR EACH STATEMENT EXECUTE FUNCTION reviews_keep_product_rating();--> statement-breakpoint
-- The reviews written before: every product's shown reviews, counted once.
UPDATE products p SET rating_count = r.n, rating_sum = r.s
FROM (SELECT product_id, count(*)::int AS n, sum(rating)::int AS s FROM reviews
      WHERE status = 'published' GROUP BY product_id) r
WHERE p.id = r.product_id;
