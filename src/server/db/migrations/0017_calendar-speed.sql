CREATE TABLE "calendar_versions" (
	"calendar_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(translate("last_name" || E'\t' || "first_name", 'ăâîșşțţáàäãåéèêëíìïóòôöõőúùûüűçñĂÂÎȘŞȚŢÁÀÄÃÅÉÈÊËÍÌÏÓÒÔÖÕŐÚÙÛÜŰÇÑ„”“"«»‘’', 'aaissttaaaaaeeeeiiioooooouuuuucnAAISSTTAAAAAEEEEIIIOOOOOOUUUUUCN'))) STORED NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): each statement that writes events adds one to
-- the version of every calendar it touched (a choir's id, 0 for the global events), before and
-- after an update (an event moved to another choir changes both). No row: version 0.
CREATE FUNCTION "bump_calendar_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "calendar_versions" SET "version" = "version" + 1;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "calendar_versions" ("calendar_id", "version")
      SELECT DISTINCT coalesce("choir_id", 0), 1 FROM "new_rows"
      ON CONFLICT ("calendar_id") DO UPDATE SET "version" = "calendar_versions"."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "calendar_versions" ("calendar_id", "version")
      SELECT DISTINCT coalesce("choir_id", 0), 1 FROM "old_rows"
      ON CONFLICT ("calendar_id") DO UPDATE SET "version" = "calendar_versions"."version" + 1;
  ELSE
    INSERT INTO "calendar_versions" ("calendar_id", "version")
      SELECT coalesce("choir_id", 0), 1 FROM "new_rows"
      UNION SELECT coalesce("choir_id", 0), 1 FROM "old_rows"
      ON CONFLICT ("calendar_id") DO UPDATE SET "version" = "calendar_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_bump_calendar_insert" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_versions"();--> statement-breakpoint
CREATE TRIGGER "events_bump_calendar_update" AFTER UPDATE ON "events"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_versions"();--> statement-breakpoint
CREATE TRIGGER "events_bump_calendar_delete" AFTER DELETE ON "events"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_versions"();--> statement-breakpoint
CREATE TRIGGER "events_bump_calendar_truncate" AFTER TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_versions"();
