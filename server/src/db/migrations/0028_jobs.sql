-- Issue 30: one job table for every background task (media variants, reminders, data exports and
-- the kinds later features add), claimed with FOR UPDATE SKIP LOCKED by a worker in every process.
-- `locked_until` is a claim's lease (extended while the job runs); `key` makes a job unique per
-- kind while its row lives; `owner_id` is whose job it is (a fair share per owner; the jobs of a
-- deleted account go with it).
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 4 NOT NULL,
	"backoff_ms" integer DEFAULT 30000 NOT NULL,
	"run_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" IN ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';
--> statement-breakpoint
CREATE INDEX "jobs_running_owner_idx" ON "jobs" USING btree ("owner_id") WHERE "jobs"."status" = 'running';
--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."status" in ('done', 'failed');
--> statement-breakpoint
-- The media jobs move over: images' and PDFs' unfinished and failed jobs as they were (a job a
-- worker held is simply due again), done ones are not kept.
INSERT INTO "jobs" ("kind", "key", "payload", "owner_id", "status", "attempts", "run_at", "last_error", "created_at", "finished_at")
SELECT 'media.variants', mj."media_id"::text, jsonb_build_object('media_id', mj."media_id"), mf."owner_id",
	mj."status", mj."attempts", mj."run_at", mj."last_error", mj."created_at",
	CASE WHEN mj."status" = 'failed' THEN now() END
FROM "media_jobs" mj JOIN "media_files" mf ON mf."id" = mj."media_id"
WHERE mf."file_type" <> 'video' AND mj."status" <> 'done';
--> statement-breakpoint
-- Every video gets a fresh job (issue 29): its poster and length as before, and the reader copy
-- re-muxed without metadata that everyone but its owner is now given instead of the original.
INSERT INTO "jobs" ("kind", "key", "payload", "owner_id")
SELECT 'media.variants', mf."id"::text, jsonb_build_object('media_id', mf."id"), mf."owner_id"
FROM "media_files" mf WHERE mf."file_type" = 'video';
--> statement-breakpoint
DROP TABLE "media_jobs";
