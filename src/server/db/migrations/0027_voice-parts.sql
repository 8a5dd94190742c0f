ALTER TABLE "memberships" ADD COLUMN "voice_part" integer;--> statement-breakpoint
ALTER TABLE "media_tracks" ADD COLUMN "voice_part" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_voice_part_library_terms_id_fk" FOREIGN KEY ("voice_part") REFERENCES "public"."library_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tracks" ADD CONSTRAINT "media_tracks_voice_part_library_terms_id_fk" FOREIGN KEY ("voice_part") REFERENCES "public"."library_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_voice_part_idx" ON "memberships" USING btree ("voice_part") WHERE "memberships"."voice_part" is not null;--> statement-breakpoint
CREATE INDEX "media_tracks_voice_part_idx" ON "media_tracks" USING btree ("voice_part") WHERE "media_tracks"."voice_part" is not null;