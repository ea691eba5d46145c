-- A product's review sums (its stars by count and its fit answers, of all its shown reviews and of the real
-- ones alone) are kept by each instance under the catalogue's stamp
-- (docs/decisions/049-review-sums-rating-sort-and-photos.md). So every change to what they sum must stamp
-- the product's row, which moves the catalogue's version, tells every instance and moves their index's
-- generation (0022, 0025). 0041 touched a product only when its
-- shown reviews' count or sum of stars moved: an edit that changed a shown review's fit alone left it
-- unstamped, and its page would have kept the old fit summary and size advice. An edit now stamps it
-- whenever its shown reviews' (rating, fit, sample) groups move; a helpful vote, a report or a staff note
-- still nets to nothing and touches no product. Inserts and deletes of shown reviews always move the count,
-- so they stamp the row as before.
CREATE OR REPLACE FUNCTION reviews_keep_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- The groups of shown reviews that moved, then per product what they add to its count and sum; the
    -- row is stamped even when those net to nothing (a fit changed), so the kept sums are counted again.
    UPDATE products p
    SET rating_count = p.rating_count + d.n, rating_sum = p.rating_sum + d.s, changed_xid = txid_current()
    FROM (SELECT product_id, sum(k)::int AS n, sum(k * rating)::int AS s
          FROM (SELECT product_id, rating, fit, sample, sum(n) AS k
                FROM (SELECT product_id, rating, fit, sample, 1 AS n FROM added_reviews WHERE status = 'published'
                      UNION ALL
                      SELECT product_id, rating, fit, sample, -1 FROM removed_reviews WHERE status = 'published') c
                GROUP BY product_id, rating, fit, sample
                HAVING sum(n) <> 0) g
          GROUP BY product_id) d
    WHERE p.id = d.product_id;
  END IF;
  RETURN NULL;
END;
$$;
