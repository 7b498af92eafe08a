-- Issue 33 (CONTRACT §8): the instance's owner and admins, registration mode and invites,
-- suspension, reports with hidden content, and the audit log.
ALTER TABLE "users" ADD COLUMN "instance_role" text DEFAULT 'user' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_instance_role_check" CHECK ("users"."instance_role" in ('owner', 'admin', 'user'));
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;
--> statement-breakpoint
-- One owner at most: a second first account loses the race on this index.
CREATE UNIQUE INDEX "users_one_owner_idx" ON "users" USING btree ((true)) WHERE "users"."instance_role" = 'owner';
--> statement-breakpoint
-- The admin users list, newest accounts first.
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- An instance that already has accounts: the earliest is its owner.
UPDATE "users" SET "instance_role" = 'owner' WHERE "id" = (SELECT "id" FROM "users" ORDER BY "created_at", "id" LIMIT 1);
--> statement-breakpoint
CREATE TABLE "instance_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"instance_name" text DEFAULT 'Круг' NOT NULL,
	"registration_mode" text DEFAULT 'open' NOT NULL,
	"require_email_verification" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instance_settings_single_row_check" CHECK ("instance_settings"."id"),
	CONSTRAINT "instance_settings_mode_check" CHECK ("instance_settings"."registration_mode" in ('open', 'invite_only', 'closed'))
);
--> statement-breakpoint
INSERT INTO "instance_settings" ("id") VALUES (true);
--> statement-breakpoint
CREATE TABLE "instance_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "instance_invites_uses_check" CHECK ("instance_invites"."max_uses" > 0 and "instance_invites"."uses" between 0 and "instance_invites"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "instance_invites" ADD CONSTRAINT "instance_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "instance_invites_token_key" ON "instance_invites" USING btree ("token");
--> statement-breakpoint
CREATE INDEX "instance_invites_created_idx" ON "instance_invites" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_owner_id" uuid,
	"reason" text NOT NULL,
	"comment" text,
	"target_snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" uuid,
	"action" text,
	"note" text,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('post', 'comment', 'message', 'user', 'family', 'organization', 'media')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'abuse', 'violence', 'nudity', 'illegal', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved')),
	CONSTRAINT "reports_action_check" CHECK ("reports"."action" in ('dismiss', 'hide_content', 'suspend_user'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_owner_id_users_id_fk" FOREIGN KEY ("target_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- One open report per reporter and target (409 for a second).
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Every open report about one target is resolved together.
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");
--> statement-breakpoint
-- Content an admin hid: shown only to its author (with the note) and to admins.
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_note" text;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_note" text;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_note" text;
--> statement-breakpoint
-- The audit log: no foreign keys, so an entry outlives the accounts it names (kept 180 days).
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"subject_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
