-- Issue 32 item 22: kinship is not power. A member added as the creator's parent was given the
-- PARENT role (the power to manage the family); from now on only the creator appoints managers,
-- so those rows go back to the role their relationship gives (none).
UPDATE "family_members" SET "role" = NULL
WHERE "role" = 'PARENT' AND "relationship" = 'parent' AND "is_creator" = false;
--> statement-breakpoint
-- Issue 32 item 23: the stored default marriage status stays SINGLE (spec §9), but whether the
-- person picked it is kept apart, so the screens say «Не указано» until they do. Older accounts
-- count as having picked when what is stored is not the default.
ALTER TABLE "users" ADD COLUMN "marriage_status_chosen" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "marriage_status_chosen" = true
WHERE "marriage_status" <> 'SINGLE' OR "spouse_name" IS NOT NULL;
