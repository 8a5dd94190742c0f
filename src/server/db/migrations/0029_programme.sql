CREATE TABLE "event_scores" (
	"event_id" integer NOT NULL,
	"score_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_scores_event_id_score_id_pk" PRIMARY KEY("event_id","score_id")
);
--> statement-breakpoint
CREATE TABLE "score_progress" (
	"user_id" integer NOT NULL,
	"score_id" integer NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_progress_user_id_score_id_pk" PRIMARY KEY("user_id","score_id")
);
--> statement-breakpoint
ALTER TABLE "media_tracks" ADD COLUMN "starting_note" smallint;--> statement-breakpoint
ALTER TABLE "event_scores" ADD CONSTRAINT "event_scores_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scores" ADD CONSTRAINT "event_scores_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_progress" ADD CONSTRAINT "score_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_progress" ADD CONSTRAINT "score_progress_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_scores_score_idx" ON "event_scores" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "score_progress_score_idx" ON "score_progress" USING btree ("score_id");--> statement-breakpoint
ALTER TABLE "media_tracks" ADD CONSTRAINT "media_tracks_starting_note_range" CHECK ("media_tracks"."starting_note" is null or "media_tracks"."starting_note" between 21 and 108);