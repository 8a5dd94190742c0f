DROP INDEX "choirs_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "choirs_city_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "choirs_name_search_trgm_idx" ON "choirs" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "choirs_city_search_trgm_idx" ON "choirs" USING gin ("city_search" gin_trgm_ops) WITH (fastupdate=false);