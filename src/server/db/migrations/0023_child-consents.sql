CREATE TABLE "consent_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"given" text NOT NULL,
	"changed_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_requests" (
	"child_user_id" integer PRIMARY KEY NOT NULL,
	"parent_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "child_user_id" integer;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "withheld" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_child_user_id_users_id_fk" FOREIGN KEY ("child_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_changes_consent_idx" ON "consent_changes" USING btree ("consent_id","at");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_child_user_id_users_id_fk" FOREIGN KEY ("child_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_child_idx" ON "consents" USING btree ("child_user_id","signed_at") WHERE "consents"."child_user_id" is not null;