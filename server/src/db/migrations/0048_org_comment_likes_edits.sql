ALTER TABLE "org_post_comments" ADD COLUMN "is_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "org_post_comments" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "org_post_comments" ADD COLUMN "hidden_note" text;--> statement-breakpoint
CREATE TABLE "org_comment_likes" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "org_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "org_comment_likes" ADD CONSTRAINT "org_comment_likes_comment_id_org_post_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."org_post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_comment_likes" ADD CONSTRAINT "org_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_comment_likes_user_idx" ON "org_comment_likes" USING btree ("user_id");
