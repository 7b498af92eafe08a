-- Issue 32 item 14: a person's page gets «О себе» (up to 500 characters) and a cover image
-- (`/api/users/covers/<uuid>.webp`, stored under `covers/`).
ALTER TABLE "users" ADD COLUMN "about" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cover_picture" text;
