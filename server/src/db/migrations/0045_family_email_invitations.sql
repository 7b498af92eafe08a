-- Issue 33 §3 (CONTRACT §4 "Consent", §8 "Email"): invitations to a family or a household sent to
-- an email address. They wait in "invitations" (bound to the account of that address, or with a
-- null user_id until an account registers with it) with the relationship accepting gives.
ALTER TABLE "invitations" ADD COLUMN "family_id" uuid;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "household_id" uuid;
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "relationship" text;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_target_check";
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_target_check" CHECK (("invitations"."kind" = 'chat_group' and "invitations"."group_id" is not null and "invitations"."org_id" is null and "invitations"."family_id" is null and "invitations"."household_id" is null and "invitations"."user_id" is not null)
        or ("invitations"."kind" = 'organization' and "invitations"."org_id" is not null and "invitations"."group_id" is null and "invitations"."family_id" is null and "invitations"."household_id" is null and "invitations"."email" is not null)
        or ("invitations"."kind" = 'family' and "invitations"."family_id" is not null and "invitations"."group_id" is null and "invitations"."org_id" is null and "invitations"."household_id" is null and "invitations"."email" is not null and "invitations"."relationship" is not null)
        or ("invitations"."kind" = 'household' and "invitations"."household_id" is not null and "invitations"."group_id" is null and "invitations"."org_id" is null and "invitations"."family_id" is null and "invitations"."email" is not null and "invitations"."relationship" is not null));
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_family_email_key" ON "invitations" USING btree ("family_id","email") WHERE "invitations"."family_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_household_email_key" ON "invitations" USING btree ("household_id","email") WHERE "invitations"."household_id" is not null;
