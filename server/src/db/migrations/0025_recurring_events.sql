-- Issue 21: recurring events. `recurrence_rule` is an RFC 5545 RRULE subset without DTSTART
-- (`FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;UNTIL=20270101`, UNTIL a date); null: the event happens once.
ALTER TABLE "scheduled_actions" ADD COLUMN "recurrence_rule" text;
--> statement-breakpoint
-- One occurrence of a series cancelled or moved (another date and/or time), keyed by the rule's
-- date; deleting the series deletes its exceptions.
CREATE TABLE "scheduled_action_exceptions" (
	"action_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"moved_date" date,
	"moved_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_action_exceptions_pk" PRIMARY KEY("action_id","occurrence_date"),
	CONSTRAINT "scheduled_action_exceptions_kind_check" CHECK ("scheduled_action_exceptions"."cancelled" OR "scheduled_action_exceptions"."moved_date" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "scheduled_action_exceptions" ADD CONSTRAINT "scheduled_action_exceptions_action_id_scheduled_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."scheduled_actions"("id") ON DELETE cascade ON UPDATE no action;
