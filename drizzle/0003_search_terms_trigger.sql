-- Keeps search_terms (the catalogue's vocabulary, for typo-forgiving search) in step with products,
-- whichever path writes a product: the seed, the staff's form, a script.
CREATE FUNCTION products_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT lexeme FROM unnest(tsvector_to_array(NEW.search_vector)) AS lexeme
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_collect_search_terms
AFTER INSERT OR UPDATE OF name, category, color ON products
FOR EACH ROW EXECUTE FUNCTION products_collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM products
ON CONFLICT (term) DO NOTHING;
