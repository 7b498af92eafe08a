-- Issue 35 §2 / issue 32 item 15, a photo post written offline: its photos are uploaded when the
-- network returns, each with a key its uploader chose; an upload sent again (its answer was lost on
-- the way) answers the file already stored, never a second one. Unique per owner, as posts_client_key (0044).
ALTER TABLE "media_files" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_client_key" ON "media_files" USING btree ("owner_id","client_key") WHERE "client_key" IS NOT NULL;
