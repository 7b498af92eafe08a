ALTER TABLE "users" ADD COLUMN "onboarding_completed_at" timestamp (3) with time zone;
