CREATE TABLE "scheduled_action_participants" (
	"action_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_action_participants_action_id_user_id_pk" PRIMARY KEY("action_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "scheduled_action_participants" ADD CONSTRAINT "scheduled_action_participants_action_id_scheduled_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."scheduled_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_action_participants" ADD CONSTRAINT "scheduled_action_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_action_participants_user_idx" ON "scheduled_action_participants" USING btree ("user_id");
