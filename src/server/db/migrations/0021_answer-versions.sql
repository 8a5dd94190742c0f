CREATE TABLE "answer_versions" (
	"choir_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_inactive_name_idx" ON "users" USING btree ("name_search","id") WHERE "users"."activated_at" is null and "users"."blocked_at" is null;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers), as 0017's calendar versions: each statement that
-- changes what a choir's answer lists show adds one to that choir's version. The choirs are
-- bumped in the order of their ids, so two statements that bump the same choirs never deadlock.
-- A membership written: its choir (before and after an update).
CREATE FUNCTION "bump_answer_versions_of_choirs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "answer_versions" SET "version" = "version" + 1;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT DISTINCT "choir_id", 1 FROM "new_rows" ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT DISTINCT "choir_id", 1 FROM "old_rows" ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  ELSE
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT "choir_id", 1 FROM "new_rows" UNION SELECT "choir_id", 1 FROM "old_rows" ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An answer written: every choir its member belongs to (a global event's answer shows in each).
CREATE FUNCTION "bump_answer_versions_of_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "answer_versions" SET "version" = "version" + 1;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT DISTINCT "choir_id", 1 FROM "memberships"
      WHERE "user_id" IN (SELECT "user_id" FROM "new_rows") ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT DISTINCT "choir_id", 1 FROM "memberships"
      WHERE "user_id" IN (SELECT "user_id" FROM "old_rows") ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  ELSE
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT DISTINCT "choir_id", 1 FROM "memberships"
      WHERE "user_id" IN (SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows")
      ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A member's name or e-mail changed (a row trigger: a column list allows no transition tables).
CREATE FUNCTION "bump_answer_versions_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "answer_versions" ("choir_id", "version")
    SELECT "choir_id", 1 FROM "memberships" WHERE "user_id" = NEW."id" ORDER BY 1
    ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_bump_answers_insert" AFTER INSERT ON "memberships"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_answer_versions_of_choirs"();--> statement-breakpoint
CREATE TRIGGER "memberships_bump_answers_update" AFTER UPDATE ON "memberships"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_answer_versions_of_choirs"();--> statement-breakpoint
CREATE TRIGGER "memberships_bump_answers_delete" AFTER DELETE ON "memberships"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_answer_versions_of_choirs"();--> statement-breakpoint
CREATE TRIGGER "memberships_bump_answers_truncate" AFTER TRUNCATE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_answer_versions_of_choirs"();--> statement-breakpoint
CREATE TRIGGER "event_answers_bump_answers_insert" AFTER INSERT ON "event_answers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_answer_versions_of_members"();--> statement-breakpoint
CREATE TRIGGER "event_answers_bump_answers_update" AFTER UPDATE ON "event_answers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_answer_versions_of_members"();--> statement-breakpoint
CREATE TRIGGER "event_answers_bump_answers_delete" AFTER DELETE ON "event_answers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_answer_versions_of_members"();--> statement-breakpoint
CREATE TRIGGER "event_answers_bump_answers_truncate" AFTER TRUNCATE ON "event_answers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_answer_versions_of_members"();--> statement-breakpoint
CREATE TRIGGER "users_bump_answers_update" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "bump_answer_versions_of_user"();
