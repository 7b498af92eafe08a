-- One notion of department (issue 19): names are unique in an organization, whatever the case.
-- Earlier duplicates get a number so the unique index can be built.
UPDATE "departments" d SET "name" = d."name" || ' (' || r.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY "org_id", lower("name") ORDER BY "created_at", "id") AS n FROM "departments") r
WHERE r."id" = d."id" AND r.n > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "departments_org_name_key" ON "departments" USING btree ("org_id", lower("name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "org_members_org_department_idx" ON "org_members" USING btree ("org_id", "department");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "org_posts_department_idx" ON "org_posts" USING btree ("department_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "announcements_department_idx" ON "announcements" USING btree ("department_id");
--> statement-breakpoint
-- No two identical pending change requests (same member, type and requested value): the older stays.
DELETE FROM "change_requests" a USING "change_requests" b
WHERE a."status" = 'PENDING' AND b."status" = 'PENDING' AND a."org_id" = b."org_id" AND a."user_id" = b."user_id"
  AND a."request_type" = b."request_type"
  AND coalesce(a."requested_role", a."requested_department", a."requested_team", '') = coalesce(b."requested_role", b."requested_department", b."requested_team", '')
  AND (a."created_at", a."id") > (b."created_at", b."id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "change_requests_pending_key" ON "change_requests" USING btree ("org_id", "user_id", "request_type", coalesce("requested_role", "requested_department", "requested_team", '')) WHERE "status" = 'PENDING';
