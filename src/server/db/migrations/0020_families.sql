CREATE TABLE "family_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	CONSTRAINT "family_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "family_links_not_self" CHECK ("family_links"."parent_id" <> "family_links"."child_id")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" drop column "search";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(translate("first_name" || ' ' || "last_name" || ' ' || coalesce("email", ''), 'ăâîșşțţáàäãåéèêëíìïóòôöõőúùûüűçñĂÂÎȘŞȚŢÁÀÄÃÅÉÈÊËÍÌÏÓÒÔÖÕŐÚÙÛÜŰÇÑ„”“"«»‘’', 'aaissttaaaaaeeeeiiioooooouuuuucnAAISSTTAAAAAEEEEIIIOOOOOOUUUUUCN'))) STORED NOT NULL;--> statement-breakpoint
-- Hand-added: dropping "search" dropped its trigram index, which drizzle-kit does not re-create.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_open_pair_key" ON "family_links" USING btree ("parent_id","child_id") WHERE "family_links"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "family_links_child_idx" ON "family_links" USING btree ("child_id") WHERE "family_links"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "family_links_parent_idx" ON "family_links" USING btree ("parent_id") WHERE "family_links"."ended_at" is null;