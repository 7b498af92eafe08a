-- Issue 35 §3: Web Push subscriptions (one per device), push settings, and the conversation each
-- live socket has in view (no push for a chat being read).
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "push_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preview" text DEFAULT 'full' NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"quiet_from" text,
	"quiet_to" text,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	CONSTRAINT "push_settings_preview_check" CHECK ("push_settings"."preview" in ('full', 'no_text'))
);
--> statement-breakpoint
ALTER TABLE "push_settings" ADD CONSTRAINT "push_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "chat_viewers" (
	"socket_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"process_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_viewers" ADD CONSTRAINT "chat_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_viewers" ADD CONSTRAINT "chat_viewers_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "chat_viewers_user_group_idx" ON "chat_viewers" USING btree ("user_id","group_id");
--> statement-breakpoint
CREATE INDEX "chat_viewers_process_idx" ON "chat_viewers" USING btree ("process_id");
--> statement-breakpoint
-- Issue 35 §2, the outbox: a message written offline carries a key its sender chose; sent again
-- (a retry after the network came back) it is the same message, never a second one.
ALTER TABLE "chat_messages" ADD COLUMN "client_key" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("user_id","client_key") WHERE "client_key" IS NOT NULL;
