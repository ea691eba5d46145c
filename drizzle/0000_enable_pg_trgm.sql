-- pg_trgm powers the typo-forgiving product search (drizzle-kit does not emit CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
