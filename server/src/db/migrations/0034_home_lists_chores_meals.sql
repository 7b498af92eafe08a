-- Issue 34 §2: shared lists, chores and the weekly meal plan of a family or a household (exactly one).
CREATE TABLE "home_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid,
	"household_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_lists_kind_check" CHECK ("home_lists"."kind" in ('shopping', 'todo', 'packing')),
	CONSTRAINT "home_lists_one_scope_check" CHECK (num_nonnulls("home_lists"."family_id", "home_lists"."household_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "home_lists" ADD CONSTRAINT "home_lists_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "home_lists" ADD CONSTRAINT "home_lists_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "home_lists" ADD CONSTRAINT "home_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "home_lists_family_idx" ON "home_lists" USING btree ("family_id","created_at") WHERE "home_lists"."family_id" is not null;
--> statement-breakpoint
CREATE INDEX "home_lists_household_idx" ON "home_lists" USING btree ("household_id","created_at") WHERE "home_lists"."household_id" is not null;
--> statement-breakpoint
CREATE TABLE "home_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"text" text NOT NULL,
	"quantity" text,
	"note" text,
	"position" double precision NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"checked_by" uuid,
	"checked_at" timestamp (3) with time zone,
	"added_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_list_items" ADD CONSTRAINT "home_list_items_list_id_home_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."home_lists"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "home_list_items" ADD CONSTRAINT "home_list_items_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "home_list_items" ADD CONSTRAINT "home_list_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "home_list_items_list_idx" ON "home_list_items" USING btree ("list_id","position");
--> statement-breakpoint
CREATE TABLE "chores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid,
	"household_id" uuid,
	"title" text NOT NULL,
	"assignee_id" uuid,
	"start_date" date NOT NULL,
	"due_time" text,
	"recurrence_rule" text,
	"remind_minutes_before" integer,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chores_one_scope_check" CHECK (num_nonnulls("chores"."family_id", "chores"."household_id") = 1),
	CONSTRAINT "chores_remind_check" CHECK ("chores"."remind_minutes_before" is null or ("chores"."remind_minutes_before" >= 0 and "chores"."remind_minutes_before" <= 40320))
);
--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "chores_family_idx" ON "chores" USING btree ("family_id") WHERE "chores"."family_id" is not null;
--> statement-breakpoint
CREATE INDEX "chores_household_idx" ON "chores" USING btree ("household_id") WHERE "chores"."household_id" is not null;
--> statement-breakpoint
CREATE INDEX "chores_remind_idx" ON "chores" USING btree ("start_date") WHERE "chores"."remind_minutes_before" is not null;
--> statement-breakpoint
CREATE TABLE "chore_marks" (
	"chore_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"status" text NOT NULL,
	"marked_by" uuid,
	"marked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chore_marks_pk" PRIMARY KEY("chore_id","occurrence_date"),
	CONSTRAINT "chore_marks_status_check" CHECK ("chore_marks"."status" in ('done', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "chore_marks" ADD CONSTRAINT "chore_marks_chore_id_chores_id_fk" FOREIGN KEY ("chore_id") REFERENCES "public"."chores"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chore_marks" ADD CONSTRAINT "chore_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "chore_reminders_sent" (
	"chore_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chore_reminders_sent_pk" PRIMARY KEY("chore_id","occurrence_date")
);
--> statement-breakpoint
ALTER TABLE "chore_reminders_sent" ADD CONSTRAINT "chore_reminders_sent_chore_id_chores_id_fk" FOREIGN KEY ("chore_id") REFERENCES "public"."chores"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "meal_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid,
	"household_id" uuid,
	"day" date NOT NULL,
	"meal" text NOT NULL,
	"title" text NOT NULL,
	"recipe" text,
	"recipe_url" text,
	"ingredients" text[] DEFAULT '{}' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_meal_check" CHECK ("meal_plan"."meal" in ('breakfast', 'lunch', 'dinner')),
	CONSTRAINT "meal_plan_one_scope_check" CHECK (num_nonnulls("meal_plan"."family_id", "meal_plan"."household_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "meal_plan" ADD CONSTRAINT "meal_plan_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "meal_plan" ADD CONSTRAINT "meal_plan_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "meal_plan" ADD CONSTRAINT "meal_plan_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_family_key" ON "meal_plan" USING btree ("family_id","day","meal") WHERE "meal_plan"."family_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_household_key" ON "meal_plan" USING btree ("household_id","day","meal") WHERE "meal_plan"."household_id" is not null;
