-- Issue 21: a member's reminder before an event (one per member and event), claimed by the
-- scheduler with FOR UPDATE SKIP LOCKED; `sent_for` is the event start it was sent for, so a
-- moved event reminds again and a sent one never twice.
CREATE TABLE "event_reminders" (
	"action_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"minutes_before" integer NOT NULL,
	"sent_for" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_pk" PRIMARY KEY("action_id","user_id"),
	CONSTRAINT "event_reminders_minutes_check" CHECK ("event_reminders"."minutes_before" >= 0 AND "event_reminders"."minutes_before" <= 40320)
);
--> statement-breakpoint
-- A personal calendar subscription: the secret token is stored as its SHA-256; one per user,
-- creating a new one replaces (revokes) the old, deleting the row revokes it.
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_action_id_scheduled_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."scheduled_actions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "event_reminders_user_idx" ON "event_reminders" USING btree ("user_id");
--> statement-breakpoint
-- The day-before birthday notices already sent: recorded before notifying, so each birthday is
-- announced once whichever process ticks first.
CREATE TABLE "birthday_notices" (
	"member_id" uuid NOT NULL,
	"birthday" date NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birthday_notices_pk" PRIMARY KEY("member_id","birthday")
);
--> statement-breakpoint
ALTER TABLE "birthday_notices" ADD CONSTRAINT "birthday_notices_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;
