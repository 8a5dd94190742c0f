DROP INDEX "event_answers_user_idx";--> statement-breakpoint
CREATE INDEX "event_answers_user_idx" ON "event_answers" USING btree ("user_id","event_id");