-- Whenever the catalogue's version moves (0014), every listening instance is told: a notification on
-- catalog_changed is delivered only once the changing transaction commits, and identical ones in one
-- transaction are delivered once. Instances then ask the database whether the catalogue changed only after
-- a notification (or a write of their own), not at every read (server/db/change-feed.ts, decision 012).
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_LEVEL = 'ROW'
     AND (to_jsonb(OLD) - 'stock') = (to_jsonb(NEW) - 'stock')
     AND (OLD.stock > 0) = (NEW.stock > 0) THEN
    RETURN NULL;
  END IF;
  PERFORM nextval('catalog_version');
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;
