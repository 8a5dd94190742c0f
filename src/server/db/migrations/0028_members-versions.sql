-- Written by hand (drizzle-kit knows no triggers), as 0021's: the choir's answers version also
-- counts what its members table shows beyond names and e-mails (issue #21: the table is kept
-- beside that version, routes/members.ts). Each changed member bumps every choir they belong to.
CREATE TRIGGER "users_bump_members_update" AFTER UPDATE OF "sex", "birth_date", "city", "county", "avatar", "blocked_at" ON "users"
  FOR EACH ROW WHEN (OLD."sex" IS DISTINCT FROM NEW."sex"
    OR OLD."birth_date" IS DISTINCT FROM NEW."birth_date" OR OLD."city" IS DISTINCT FROM NEW."city"
    OR OLD."county" IS DISTINCT FROM NEW."county" OR OLD."avatar" IS DISTINCT FROM NEW."avatar"
    OR OLD."blocked_at" IS DISTINCT FROM NEW."blocked_at")
  EXECUTE FUNCTION "bump_answer_versions_of_user"();--> statement-breakpoint
-- A child's consent signed, withdrawn, changed purpose by purpose or deleted: the child's choirs
-- (the table shows each child's consent state and withheld purposes).
CREATE FUNCTION "bump_answer_versions_of_consent_child"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT DISTINCT "choir_id", 1 FROM "memberships" WHERE "user_id" = NEW."child_user_id" ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT DISTINCT "choir_id", 1 FROM "memberships" WHERE "user_id" = OLD."child_user_id" ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  ELSE
    INSERT INTO "answer_versions" ("choir_id", "version")
      SELECT DISTINCT "choir_id", 1 FROM "memberships"
      WHERE "user_id" IN (NEW."child_user_id", OLD."child_user_id") ORDER BY 1
      ON CONFLICT ("choir_id") DO UPDATE SET "version" = "answer_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "consents_bump_members" AFTER INSERT OR UPDATE OR DELETE ON "consents"
  FOR EACH ROW EXECUTE FUNCTION "bump_answer_versions_of_consent_child"();
