CREATE TABLE "org_post_media" (
	"post_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "org_post_media_post_id_media_id_pk" PRIMARY KEY("post_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "org_post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_post_media" ADD CONSTRAINT "org_post_media_post_id_org_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."org_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_post_media" ADD CONSTRAINT "org_post_media_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_post_comments" ADD CONSTRAINT "org_post_comments_post_id_org_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."org_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_post_comments" ADD CONSTRAINT "org_post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_post_comments" ADD CONSTRAINT "org_post_comments_parent_id_org_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."org_post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_post_media_media_idx" ON "org_post_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "org_post_comments_post_created_idx" ON "org_post_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "org_post_comments_author_idx" ON "org_post_comments" USING btree ("author_id");
