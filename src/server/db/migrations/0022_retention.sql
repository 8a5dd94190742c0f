CREATE TABLE "retention_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"item" text NOT NULL,
	"reason" text NOT NULL,
	"held_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date,
	"started_by" integer,
	"runner" text NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retention_holds" ADD CONSTRAINT "retention_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retention_holds_item_key" ON "retention_holds" USING btree ("rule","item");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_runs_day_key" ON "retention_runs" USING btree ("day");--> statement-breakpoint
CREATE INDEX "retention_runs_created_idx" ON "retention_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_unactivated_idx" ON "users" USING btree ("created_at") WHERE "users"."activated_at" is null;--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at") WHERE "users"."inactivity_warned_at" is null;--> statement-breakpoint
CREATE INDEX "users_warned_idx" ON "users" USING btree ("inactivity_warned_at") WHERE "users"."inactivity_warned_at" is not null;--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by") WHERE "events"."created_by" is not null;