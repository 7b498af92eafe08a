ALTER TABLE "scheduled_action_participants" ADD COLUMN "response" text DEFAULT 'going' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_action_participants" ADD CONSTRAINT "scheduled_action_participants_response_check" CHECK ("scheduled_action_participants"."response" in ('going', 'maybe', 'not_going'));
