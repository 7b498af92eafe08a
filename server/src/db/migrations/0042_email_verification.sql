-- Issue 33 §3 (CONTRACT §8 "Email verification", "Email"): a confirmed address, links that verify an
-- address or move the account to a new one (only the SHA-256 of each token is kept), and the
-- per-user digest of unread notifications (off by default).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp (3) with time zone;
--> statement-breakpoint
-- Accounts made before verification existed had no way to verify: they count as verified.
UPDATE "users" SET "email_verified_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest" text DEFAULT 'off' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digest_check" CHECK ("users"."digest" in ('off', 'daily', 'weekly'));
--> statement-breakpoint
CREATE INDEX "users_digest_idx" ON "users" USING btree ("digest","id") WHERE "users"."digest" <> 'off';
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('verify', 'change'))
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_key" ON "email_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");
--> statement-breakpoint
CREATE INDEX "email_tokens_expires_idx" ON "email_tokens" USING btree ("expires_at");
