CREATE TABLE "consent_takeovers" (
	"child_user_id" integer PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"links_ended" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_takeovers" ADD CONSTRAINT "consent_takeovers_child_user_id_users_id_fk" FOREIGN KEY ("child_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;