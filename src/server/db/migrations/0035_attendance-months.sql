CREATE TABLE "attendance_months" (
	"choir_id" integer NOT NULL,
	"month" date NOT NULL,
	"rehearsals" integer NOT NULL,
	"present" integer NOT NULL,
	"absent" integer NOT NULL,
	"excused" integer NOT NULL,
	"unmarked" integer NOT NULL,
	"children" integer[] NOT NULL,
	CONSTRAINT "attendance_months_choir_id_month_pk" PRIMARY KEY("choir_id","month")
);
--> statement-breakpoint
CREATE TABLE "attendance_months_stale" (
	"choir_id" integer NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "attendance_months_stale_choir_id_month_pk" PRIMARY KEY("choir_id","month")
);
--> statement-breakpoint
CREATE INDEX "attendance_months_month_idx" ON "attendance_months" USING btree ("month");--> statement-breakpoint
-- Written by hand below (drizzle-kit knows no triggers or functions), as 0034's: the national
-- report's per-choir months (src/server/attendance/months.ts). Every write that can change a
-- choir's figures of a month notes that month as stale, in its own statement; the report counts
-- the noted months again before it sums. The sequence moves at each recount that changed
-- something, so a process keeps its summed report while it stays put.
CREATE SEQUENCE "attendance_months_version";--> statement-breakpoint
-- The month of an event's start, Bucharest: the one definition of the report's months.
CREATE FUNCTION "attendance_month"("at" timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', "at" AT TIME ZONE 'Europe/Bucharest')::date
$$;--> statement-breakpoint
-- Marks, and answers (the list's pre-marks) at rehearsals that have started (an answer to a future
-- event, the busy case, notes nothing): the events' months.
CREATE FUNCTION "stale_attendance_months_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "attendance_months_stale" ("choir_id", "month")
    SELECT DISTINCT e."choir_id", "attendance_month"(e."starts_at")
    FROM "changed_rows" r JOIN "events" e ON e."id" = r."event_id"
    WHERE e."choir_id" IS NOT NULL AND e."type" = 2
      AND (TG_TABLE_NAME = 'attendance' OR e."starts_at" <= now())
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attendance_stale_months_insert" AFTER INSERT ON "attendance"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_events"();--> statement-breakpoint
CREATE TRIGGER "attendance_stale_months_update" AFTER UPDATE ON "attendance"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_events"();--> statement-breakpoint
CREATE TRIGGER "attendance_stale_months_delete" AFTER DELETE ON "attendance"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_events"();--> statement-breakpoint
CREATE TRIGGER "event_answers_stale_months_insert" AFTER INSERT ON "event_answers"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_events"();--> statement-breakpoint
CREATE TRIGGER "event_answers_stale_months_update" AFTER UPDATE ON "event_answers"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_events"();--> statement-breakpoint
CREATE TRIGGER "event_answers_stale_months_delete" AFTER DELETE ON "event_answers"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_events"();--> statement-breakpoint
-- A rehearsal moved, retyped or deleted (its marks go with it): its months before and after.
CREATE FUNCTION "stale_attendance_months_of_rehearsals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "attendance_months_stale" ("choir_id", "month")
    SELECT DISTINCT "choir_id", "attendance_month"("starts_at")
    FROM "old_rows" WHERE "choir_id" IS NOT NULL AND "type" = 2
  ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "attendance_months_stale" ("choir_id", "month")
      SELECT DISTINCT "choir_id", "attendance_month"("starts_at")
      FROM "new_rows" WHERE "choir_id" IS NOT NULL AND "type" = 2
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_stale_months_update" AFTER UPDATE ON "events"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_rehearsals"();--> statement-breakpoint
CREATE TRIGGER "events_stale_months_delete" AFTER DELETE ON "events"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_rehearsals"();--> statement-breakpoint
-- A membership changed (the figures count a choir's approved singers of today): every counted
-- month of its choir. A month not counted yet is already noted by its marks.
CREATE FUNCTION "stale_attendance_months_of_choirs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "attendance_months_stale" ("choir_id", "month")
    SELECT m."choir_id", m."month" FROM "attendance_months" m
    WHERE m."choir_id" IN (SELECT "choir_id" FROM "changed_rows")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_stale_months_insert" AFTER INSERT ON "memberships"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_choirs"();--> statement-breakpoint
CREATE TRIGGER "memberships_stale_months_update" AFTER UPDATE ON "memberships"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_choirs"();--> statement-breakpoint
CREATE TRIGGER "memberships_stale_months_delete" AFTER DELETE ON "memberships"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "stale_attendance_months_of_choirs"();--> statement-breakpoint
-- A member's 'counted present by default': their unanswered pre-marks, in every choir of theirs.
CREATE FUNCTION "stale_attendance_months_of_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "attendance_months_stale" ("choir_id", "month")
    SELECT a."choir_id", a."month" FROM "attendance_months" a
    JOIN "memberships" m ON m."choir_id" = a."choir_id" AND m."user_id" = NEW."id"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_stale_months" AFTER UPDATE OF "counted_present" ON "users"
  FOR EACH ROW WHEN (OLD."counted_present" IS DISTINCT FROM NEW."counted_present")
  EXECUTE FUNCTION "stale_attendance_months_of_member"();--> statement-breakpoint
-- The marks already taken: their months are counted at the first report.
INSERT INTO "attendance_months_stale" ("choir_id", "month")
  SELECT DISTINCT e."choir_id", "attendance_month"(e."starts_at")
  FROM "attendance" a JOIN "events" e ON e."id" = a."event_id"
  WHERE e."choir_id" IS NOT NULL AND e."type" = 2
ON CONFLICT DO NOTHING;
