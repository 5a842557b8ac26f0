-- Text search uses trigram similarity (typo tolerance, prefix matching) and accent folding.
-- Both ship with PostgreSQL (contrib) and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
