DROP INDEX "chat_messages_group_created_idx";--> statement-breakpoint
DROP INDEX "media_files_owner_created_idx";--> statement-breakpoint
DROP INDEX "media_files_owner_type_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "org_posts_org_created_idx";--> statement-breakpoint
DROP INDEX "posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_author_created_idx";--> statement-breakpoint
DROP INDEX "posts_family_created_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_group_created_idx" ON "chat_messages" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_files_owner_created_idx" ON "media_files" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_files_owner_type_created_idx" ON "media_files" USING btree ("owner_id","file_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "org_posts_org_created_idx" ON "org_posts" USING btree ("org_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_family_created_idx" ON "posts" USING btree ("family_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);