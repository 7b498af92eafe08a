ALTER TABLE "family_members" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_status_check" CHECK ("family_members"."status" in ('invited', 'active'));--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "household_members" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_status_check" CHECK ("household_members"."status" in ('invited', 'active'));--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "household_members_user_key";--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_user_key" ON "household_members" USING btree ("user_id") WHERE "household_members"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_household_user_key" ON "household_members" USING btree ("household_id","user_id");
