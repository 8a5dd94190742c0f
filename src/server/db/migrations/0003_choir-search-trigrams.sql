-- Trigram matching for the choir list's name and city filters; shipped with PGlite (loaded in
-- db/client.ts) and a standard contrib extension of PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "choirs_name_search_trgm_idx" ON "choirs" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "choirs_city_search_trgm_idx" ON "choirs" USING gin ("city_search" gin_trgm_ops);
