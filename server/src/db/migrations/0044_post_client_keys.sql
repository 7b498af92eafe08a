-- Issue 35 §2 / issue 32 item 15, the outbox for posts and comments: a post or comment written
-- offline carries a key its author chose; sent again (a retry after the network came back) it is the
-- same post or comment, never a second one. Unique per author, as chat_messages_client_key (0032).
ALTER TABLE "posts" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_client_key" ON "posts" USING btree ("author_id","client_key") WHERE "client_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_client_key" ON "comments" USING btree ("author_id","client_key") WHERE "client_key" IS NOT NULL;
