-- Issue 37: the Russian full-text vector of posts, comments and chat messages stored with each row
-- (a generated column: PostgreSQL computes it on every insert and edit, and for the rows already
-- there while adding it), and the GIN indexes built on the stored column instead of the expression
-- to_tsvector('russian', content). A search then reads each row's vector instead of parsing its
-- text again. The old expression index goes first, so the table's rewrite does not rebuild it.
DROP INDEX IF EXISTS "posts_fts_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, "content")) STORED;--> statement-breakpoint
CREATE INDEX "posts_fts_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
DROP INDEX IF EXISTS "comments_fts_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, "content")) STORED;--> statement-breakpoint
CREATE INDEX "comments_fts_idx" ON "comments" USING gin ("search_vector");--> statement-breakpoint
DROP INDEX IF EXISTS "chat_messages_fts_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, "content")) STORED;--> statement-breakpoint
CREATE INDEX "chat_messages_fts_idx" ON "chat_messages" USING gin ("search_vector");--> statement-breakpoint
-- The planner tells a rare word from a common one by the new column's statistics (searchIsRare).
ANALYZE "posts", "comments", "chat_messages";
