ALTER TABLE "chat_groups" ADD COLUMN "direct_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_groups_direct_key_idx" ON "chat_groups" USING btree ("direct_key");
--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_direct_key_check" CHECK (("chat_groups"."group_type" = 'DIRECT') = ("chat_groups"."direct_key" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "last_read_at" timestamp (3) with time zone;
