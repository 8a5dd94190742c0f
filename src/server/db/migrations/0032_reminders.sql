CREATE TABLE "event_reminders" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_event_id_user_id_kind_pk" PRIMARY KEY("event_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "counted_present" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "answer_by" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_reminders_user_idx" ON "event_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_choir_events_starts_idx" ON "events" USING btree ("starts_at") WHERE "events"."choir_id" is not null;--> statement-breakpoint
CREATE INDEX "events_answer_by_idx" ON "events" USING btree ("answer_by") WHERE "events"."answer_by" is not null;--> statement-breakpoint
DROP TRIGGER "users_bump_answers_update" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_bump_answers_update" AFTER UPDATE OF "first_name", "last_name", "email", "counted_present" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."counted_present" IS DISTINCT FROM NEW."counted_present")
  EXECUTE FUNCTION "bump_answer_versions_of_user"();
