CREATE TABLE "audiobooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_sort" text GENERATED ALWAYS AS (translate(lower(translate("name", 'ĂÂÎȘȚŞŢşţáàäãåéèêëíìïóòôöõőúùûüűçñÁÀÄÃÅÉÈÊËÍÌÏÓÒÔÖÕŐÚÙÛÜŰÇÑ„”“"«»‘’', 'ăâîșțșțșțaaaaaeeeeiiioooooouuuuucnAAAAAEEEEIIIOOOOOOUUUUUCN')), 'aăâbcdefghiîjklmnopqrsștțuvwxyz', 'ĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞ')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "madrigalist_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "madrigalist_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"author_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer,
	"audiobook_id" integer,
	"title" text NOT NULL,
	"file" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "media_tracks_one_owner" CHECK (num_nonnulls("media_tracks"."score_id", "media_tracks"."audiobook_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"box" text NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"voices" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"themes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"difficulties" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"choir_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pdf" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(translate("name" || ' ' || "author", 'ăâîșşțţáàäãåéèêëíìïóòôöõőúùûüűçñĂÂÎȘŞȚŢÁÀÄÃÅÉÈÊËÍÌÏÓÒÔÖÕŐÚÙÛÜŰÇÑ„”“"«»‘’', 'aaissttaaaaaeeeeiiioooooouuuuucnAAISSTTAAAAAEEEEIIIOOOOOOUUUUUCN'))) STORED NOT NULL,
	"name_sort" text GENERATED ALWAYS AS (translate(lower(translate("name", 'ĂÂÎȘȚŞŢşţáàäãåéèêëíìïóòôöõőúùûüűçñÁÀÄÃÅÉÈÊËÍÌÏÓÒÔÖÕŐÚÙÛÜŰÇÑ„”“"«»‘’', 'ăâîșțșțșțaaaaaeeeeiiioooooouuuuucnAAAAAEEEEIIIOOOOOOUUUUUCN')), 'aăâbcdefghiîjklmnopqrsștțuvwxyz', 'ĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞ')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mp4" text,
	"webm" text,
	"ogg" text,
	"poster" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "madrigalist_messages" ADD CONSTRAINT "madrigalist_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "madrigalist_replies" ADD CONSTRAINT "madrigalist_replies_message_id_madrigalist_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."madrigalist_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "madrigalist_replies" ADD CONSTRAINT "madrigalist_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tracks" ADD CONSTRAINT "media_tracks_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tracks" ADD CONSTRAINT "media_tracks_audiobook_id_audiobooks_id_fk" FOREIGN KEY ("audiobook_id") REFERENCES "public"."audiobooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audiobooks_name_sort_idx" ON "audiobooks" USING btree ("name_sort" collate "C","id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_terms_kind_name_key" ON "library_terms" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "madrigalist_messages_user_idx" ON "madrigalist_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "madrigalist_replies_message_idx" ON "madrigalist_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "media_tracks_score_idx" ON "media_tracks" USING btree ("score_id","position") WHERE "media_tracks"."score_id" is not null;--> statement-breakpoint
CREATE INDEX "media_tracks_audiobook_idx" ON "media_tracks" USING btree ("audiobook_id","position") WHERE "media_tracks"."audiobook_id" is not null;--> statement-breakpoint
CREATE INDEX "resources_box_idx" ON "resources" USING btree ("box","position","id");--> statement-breakpoint
CREATE INDEX "scores_name_sort_idx" ON "scores" USING btree ("name_sort" collate "C","id");--> statement-breakpoint
CREATE INDEX "scores_search_trgm_idx" ON "scores" USING gin ("search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "scores_terms_idx" ON "scores" USING gin ("voices","themes","difficulties","choir_types") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "video_lessons_created_idx" ON "video_lessons" USING btree ("created_at","id");