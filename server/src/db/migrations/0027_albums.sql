-- Issue 22: albums of a user's own photos and videos, their items (a file may be in several
-- albums; deleting the file removes it from all), and the circles an album is shared with.
CREATE TABLE "albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_media_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_items" (
	"album_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"media_created_at" timestamp (3) with time zone NOT NULL,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_items_pk" PRIMARY KEY("album_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "album_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"album_id" uuid NOT NULL,
	"family_id" uuid,
	"household_id" uuid,
	"chat_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_shares_one_target_check" CHECK (num_nonnulls("album_shares"."family_id", "album_shares"."household_id", "album_shares"."chat_group_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_cover_media_id_media_files_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "album_items" ADD CONSTRAINT "album_items_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "album_items" ADD CONSTRAINT "album_items_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "album_shares" ADD CONSTRAINT "album_shares_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "album_shares" ADD CONSTRAINT "album_shares_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "album_shares" ADD CONSTRAINT "album_shares_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "album_shares" ADD CONSTRAINT "album_shares_chat_group_id_chat_groups_id_fk" FOREIGN KEY ("chat_group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "albums_owner_created_idx" ON "albums" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "album_items_album_created_idx" ON "album_items" USING btree ("album_id","media_created_at" DESC NULLS FIRST,"media_id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "album_items_media_idx" ON "album_items" USING btree ("media_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "album_shares_family_key" ON "album_shares" USING btree ("album_id","family_id") WHERE "album_shares"."family_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "album_shares_household_key" ON "album_shares" USING btree ("album_id","household_id") WHERE "album_shares"."household_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "album_shares_chat_group_key" ON "album_shares" USING btree ("album_id","chat_group_id") WHERE "album_shares"."chat_group_id" is not null;
--> statement-breakpoint
CREATE INDEX "album_shares_family_idx" ON "album_shares" USING btree ("family_id");
--> statement-breakpoint
CREATE INDEX "album_shares_household_idx" ON "album_shares" USING btree ("household_id");
--> statement-breakpoint
CREATE INDEX "album_shares_chat_group_idx" ON "album_shares" USING btree ("chat_group_id");
