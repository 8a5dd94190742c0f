CREATE TABLE "library_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): the single row, and the triggers that count
-- every statement changing what the library's lists show.
INSERT INTO "library_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_library_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "library_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "scores_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scores"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_version"();--> statement-breakpoint
CREATE TRIGGER "audiobooks_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audiobooks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_version"();--> statement-breakpoint
CREATE TRIGGER "media_tracks_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_tracks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_version"();--> statement-breakpoint
CREATE TRIGGER "video_lessons_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "video_lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_version"();--> statement-breakpoint
CREATE TRIGGER "library_terms_bump_library_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_terms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_version"();
