-- Issue 22: an image's size after EXIF orientation and its ThumbHash placeholder (computed at
-- upload), a video's length; nullable, so rows uploaded before stay valid.
ALTER TABLE "media_files" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "height" integer;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "placeholder" text;
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "duration_seconds" double precision;
--> statement-breakpoint
-- The WebP copies made from a media file: image sizes ('320', '1080', '2048' or the original's
-- own long side when smaller) and a 'poster' (video frame, PDF first page). Go with the file.
CREATE TABLE "media_variants" (
	"media_id" uuid NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_pk" PRIMARY KEY("media_id","name")
);
--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One background job per media file that needs variants, claimed by a worker in any process
-- with FOR UPDATE SKIP LOCKED. A claim holds `locked_until`; a worker that dies leaves it to
-- expire and another claims the job again. A failure waits `run_at` (backoff); after the last
-- attempt the job is 'failed' and the original (owner) or thumbnail (others) keeps being served.
CREATE TABLE "media_jobs" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_jobs_status_check" CHECK ("media_jobs"."status" IN ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "media_jobs_pending_run_at_idx" ON "media_jobs" USING btree ("run_at") WHERE "media_jobs"."status" = 'pending';
