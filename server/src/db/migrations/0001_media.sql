CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"original_filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"source_module" text NOT NULL,
	"privacy_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_owner_created_idx" ON "media_files" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_files_owner_type_created_idx" ON "media_files" USING btree ("owner_id","file_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);