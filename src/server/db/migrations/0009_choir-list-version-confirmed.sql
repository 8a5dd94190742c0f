-- Written by hand: the choir list's version now also counts changes of a choir's confirmation,
-- since the kept pages of GET /api/choir/ (src/server/choir-counts.ts) hold `is_confirmed`.
DROP TRIGGER "choirs_bump_list_version" ON "choirs";--> statement-breakpoint
CREATE TRIGGER "choirs_bump_list_version"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "city", "county", "is_confirmed" ON "choirs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_choir_list_version"();
