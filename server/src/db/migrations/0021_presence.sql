CREATE TABLE "user_presence" (
	"user_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_presence_user_id_process_id_pk" PRIMARY KEY("user_id","process_id")
);
--> statement-breakpoint
CREATE TABLE "user_last_seen" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_last_seen" ADD CONSTRAINT "user_last_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "user_presence_process_idx" ON "user_presence" USING btree ("process_id");
--> statement-breakpoint
CREATE INDEX "user_presence_seen_at_idx" ON "user_presence" USING btree ("seen_at");
