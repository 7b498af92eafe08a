ALTER TABLE "families" ADD COLUMN "public_bio" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "established_date" date;