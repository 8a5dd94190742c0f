-- Written by hand (drizzle-kit knows no triggers or sequences), as 0021's versions: attendance
-- figures (issue #28). The national report is computed from the marks and kept in each server
-- process beside this sequence's value (src/server/attendance/national.ts): every statement
-- that can change a figure takes the next value, so a kept report is read again only after a
-- change. A sequence, not a row: concurrent marks never wait on one another for it, and a
-- rolled-back write only costs one needless recount.
CREATE SEQUENCE "attendance_figures_version";--> statement-breakpoint
-- A mark written or removed.
CREATE FUNCTION "bump_attendance_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('attendance_figures_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An answer counts (as the list's pre-mark) only at an event that has started: an answer to a
-- future event, the busy case, bumps nothing.
CREATE FUNCTION "bump_attendance_figures_of_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "old_rows" o JOIN "events" e ON e."id" = o."event_id"
        WHERE e."starts_at" <= now()) THEN
      PERFORM nextval('attendance_figures_version');
    END IF;
  ELSIF EXISTS (SELECT 1 FROM "new_rows" n JOIN "events" e ON e."id" = n."event_id"
      WHERE e."starts_at" <= now()) THEN
    PERFORM nextval('attendance_figures_version');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attendance_bump_figures" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attendance"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_attendance_figures"();--> statement-breakpoint
CREATE TRIGGER "event_answers_bump_figures_insert" AFTER INSERT ON "event_answers"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_attendance_figures_of_answers"();--> statement-breakpoint
CREATE TRIGGER "event_answers_bump_figures_update" AFTER UPDATE ON "event_answers"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_attendance_figures_of_answers"();--> statement-breakpoint
CREATE TRIGGER "event_answers_bump_figures_delete" AFTER DELETE ON "event_answers"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_attendance_figures_of_answers"();--> statement-breakpoint
-- An event moved, retyped or deleted (its marks go with it: the cascade bumps too), a membership
-- changed (the figures count the choir's approved singers; a conductor's standing is kept beside
-- them), a choir moved to another county or its confirmation changed, a member's default.
CREATE TRIGGER "events_bump_figures" AFTER UPDATE OR DELETE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_attendance_figures"();--> statement-breakpoint
CREATE TRIGGER "memberships_bump_figures" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_attendance_figures"();--> statement-breakpoint
CREATE TRIGGER "choirs_bump_figures" AFTER UPDATE OF "county", "is_confirmed" ON "choirs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_attendance_figures"();--> statement-breakpoint
-- A member's 'counted present by default' (0032): their unanswered pre-marks change.
CREATE TRIGGER "users_bump_figures" AFTER UPDATE OF "counted_present" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_attendance_figures"();--> statement-breakpoint
-- The national report reads the choirs' rehearsals of a period in start order, across choirs.
CREATE INDEX "events_choir_rehearsals_starts_idx" ON "events" USING btree ("starts_at")
  WHERE "choir_id" IS NOT NULL AND "type" = 2;
