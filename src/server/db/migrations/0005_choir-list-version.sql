CREATE TABLE "choir_list_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): the single row, and the trigger that counts
-- every statement changing what the choir list filters and counts on.
INSERT INTO "choir_list_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_choir_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "choir_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "choirs_bump_list_version"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "city", "county" ON "choirs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_choir_list_version"();
