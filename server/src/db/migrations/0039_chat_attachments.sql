CREATE TABLE "chat_message_media" (
	"message_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "chat_message_media_message_id_media_id_pk" PRIMARY KEY("message_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "chat_message_media" ADD CONSTRAINT "chat_message_media_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_message_media" ADD CONSTRAINT "chat_message_media_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_message_media" ADD CONSTRAINT "chat_message_media_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "chat_message_media_group_created_idx" ON "chat_message_media" USING btree ("group_id","created_at" DESC NULLS FIRST,"media_id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "chat_message_media_media_idx" ON "chat_message_media" USING btree ("media_id");
--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "muted_until" timestamp (3) with time zone;
