CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"child_name" text NOT NULL,
	"choir_name" text NOT NULL,
	"date" date NOT NULL,
	"agreed" text[] NOT NULL,
	"signature_kind" text NOT NULL,
	"signature_name" text,
	"signed_at" timestamp with time zone NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"withdraw_token_hash" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "consents_withdraw_token_hash_unique" UNIQUE("withdraw_token_hash"),
	CONSTRAINT "consents_signature_check" CHECK (("consents"."signature_kind" = 'typed') = ("consents"."signature_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;