-- Issue 34 §1: the family tree. A relative entered by name gets a gender, a date of death, «умер(ла)»
-- and a photo from the adder's library; the links between people (parent of, spouse, sibling)
-- are recorded beside the members (a member's `relationship` stays what it was to the creator).
ALTER TABLE "family_members" ADD COLUMN "gender" text;
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "date_of_death" date;
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "is_deceased" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "photo_media_id" uuid;
--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_gender_check" CHECK ("family_members"."gender" is null or "family_members"."gender" in ('MALE', 'FEMALE', 'IT'));
--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_photo_media_id_media_files_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"from_member_id" uuid NOT NULL,
	"to_member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_links_kind_check" CHECK ("family_links"."kind" in ('parent', 'spouse', 'sibling')),
	CONSTRAINT "family_links_not_self_check" CHECK ("family_links"."from_member_id" <> "family_links"."to_member_id")
);
--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_from_member_id_family_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_to_member_id_family_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_pair_key" ON "family_links" USING btree ("from_member_id","to_member_id","kind");
--> statement-breakpoint
CREATE INDEX "family_links_family_idx" ON "family_links" USING btree ("family_id");
--> statement-breakpoint
CREATE INDEX "family_links_to_idx" ON "family_links" USING btree ("to_member_id");
--> statement-breakpoint
-- Issue 34 §3 (and issue 32 item 8): when a photo was taken (EXIF DateTimeOriginal, read at upload
-- before any copy drops the metadata), as the wall-clock time it shows, stored as UTC.
ALTER TABLE "media_files" ADD COLUMN "taken_at" timestamp (3) with time zone;
--> statement-breakpoint
CREATE INDEX "media_files_owner_taken_idx" ON "media_files" USING btree ("owner_id","taken_at") WHERE "media_files"."taken_at" is not null;
--> statement-breakpoint
-- Issue 34 §3: the Journal's entries, private (ONLY_ME) or for the family (FAMILY_ONLY), with photos.
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"family_id" uuid,
	"visibility" text NOT NULL,
	"entry_date" date NOT NULL,
	"content" text NOT NULL,
	"mood" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_visibility_check" CHECK ("journal_entries"."visibility" in ('ONLY_ME', 'FAMILY_ONLY'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "journal_entries_author_idx" ON "journal_entries" USING btree ("author_id","entry_date" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date" DESC,"id" DESC);
--> statement-breakpoint
CREATE TABLE "journal_entry_media" (
	"entry_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_entry_media_pk" PRIMARY KEY("entry_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "journal_entry_media" ADD CONSTRAINT "journal_entry_media_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journal_entry_media" ADD CONSTRAINT "journal_entry_media_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "journal_entry_media_media_idx" ON "journal_entry_media" USING btree ("media_id");
