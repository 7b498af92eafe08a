-- Issue 29 §1 (CONTRACT §4 "Consent, continued"): invitations to chat groups and organizations.
-- An organization invitation to an address without an account waits (user_id null) for the
-- account registered with that email.
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"group_id" uuid,
	"org_id" uuid,
	"invited_by" uuid,
	"terms" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_target_check" CHECK (("invitations"."kind" = 'chat_group' and "invitations"."group_id" is not null and "invitations"."org_id" is null and "invitations"."user_id" is not null)
        or ("invitations"."kind" = 'organization' and "invitations"."org_id" is not null and "invitations"."group_id" is null and "invitations"."email" is not null))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_group_user_key" ON "invitations" USING btree ("group_id","user_id") WHERE "invitations"."group_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_org_user_key" ON "invitations" USING btree ("org_id","user_id") WHERE "invitations"."org_id" is not null and "invitations"."user_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_org_email_key" ON "invitations" USING btree ("org_id","email") WHERE "invitations"."org_id" is not null;
--> statement-breakpoint
CREATE INDEX "invitations_user_created_idx" ON "invitations" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "invitations_email_unclaimed_idx" ON "invitations" USING btree ("email") WHERE "invitations"."user_id" is null;
--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("invited_by");
