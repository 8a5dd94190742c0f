CREATE TABLE "workshop_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"availability_start" date NOT NULL,
	"availability_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_sessions_window" CHECK ("workshop_sessions"."availability_start" <= "workshop_sessions"."availability_end" and "workshop_sessions"."availability_end" <= "workshop_sessions"."date")
);
--> statement-breakpoint
CREATE TABLE "workshop_sign_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"age" smallint NOT NULL,
	"school" text NOT NULL,
	"workplace" text NOT NULL,
	"knowledge" text NOT NULL,
	"experience" text NOT NULL,
	"workshops" integer[] NOT NULL,
	"agreed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_sign_ups_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "workshop_sign_ups_some" CHECK (cardinality("workshop_sign_ups"."workshops") > 0)
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hour" text NOT NULL,
	"places" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_hour" CHECK ("workshops"."hour" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "workshops_places" CHECK ("workshops"."places" is null or "workshops"."places" > 0)
);
--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_session_id_workshop_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."workshop_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_sessions_open_idx" ON "workshop_sessions" USING btree ("availability_end","availability_start");--> statement-breakpoint
CREATE INDEX "workshop_sign_ups_workshops_idx" ON "workshop_sign_ups" USING gin ("workshops") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "workshops_session_idx" ON "workshops" USING btree ("session_id","hour");