CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"post_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"is_public" boolean NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_pk" PRIMARY KEY("post_id","tag")
);
--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "post_tags_tag_created_idx" ON "post_tags" USING btree ("tag","created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "post_tags_public_created_idx" ON "post_tags" USING btree ("created_at","tag") WHERE "post_tags"."is_public";
--> statement-breakpoint
CREATE INDEX "comments_fts_idx" ON "comments" USING gin (to_tsvector('russian', "content"));
--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "chat_messages_fts_idx" ON "chat_messages" USING gin (to_tsvector('russian', "content"));
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "families_name_trgm_idx" ON "families" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- Backfill: the tags of existing posts as contract extractHashtags finds them in ordinary text:
-- `#` after a start or a character that is not a letter, digit, `_`, `&`, `#` or `/`, then 1–50
-- letters, digits or `_`; not all digits; lower-case; the first 20 distinct per post. Letters are
-- spelled out as ranges (POSIX classes depend on the cluster's locale) and Cyrillic is lowered by
-- translate (lower() leaves it alone under the C locale).
INSERT INTO "post_tags" ("post_id", "tag", "created_at", "is_public")
SELECT "post_id", "tag", "created_at", "is_public" FROM (
	SELECT p."id" AS "post_id", t."tag", p."created_at", p."visibility" = 'PUBLIC' AS "is_public",
		row_number() OVER (PARTITION BY p."id" ORDER BY min(t."n")) AS "k"
	FROM "posts" p
	CROSS JOIN LATERAL (
		SELECT lower(translate(r."m"[2], 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя')) AS "tag", r."n"
		FROM regexp_matches(p."content", '(^|[^0-9A-Za-zА-Яа-яЁё_&#/])#([0-9A-Za-zА-Яа-яЁё_]{1,50})', 'g') WITH ORDINALITY AS r("m", "n")
	) t
	WHERE t."tag" !~ '^[0-9]+$'
	GROUP BY p."id", t."tag"
) x
WHERE x."k" <= 20;
