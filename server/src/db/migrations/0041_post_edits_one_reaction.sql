-- Issue 32 item 9: a post can be edited by its author (the «изменено» mark reads edited_at), and a
-- like is the default reaction, as on VK: one reaction per person and post, the like button sets or
-- takes back ❤️, and posts.likes_count is the number of all reactions (one counter on the card).
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp (3) with time zone;
--> statement-breakpoint
-- Every like becomes a ❤️ reaction unless its author already reacted otherwise (one reaction each).
INSERT INTO "post_reactions" ("post_id", "user_id", "emoji")
  SELECT l.post_id, l.user_id, '❤️' FROM post_likes l
  WHERE NOT EXISTS (SELECT 1 FROM post_reactions r WHERE r.post_id = l.post_id AND r.user_id = l.user_id);
--> statement-breakpoint
DELETE FROM "post_likes";
--> statement-breakpoint
-- post_likes is no longer written (the table stays for old backups): its rows no longer count.
CREATE OR REPLACE FUNCTION "krug_count_post_like"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A reaction counts once in likes_count and once under its emoji; changing the emoji moves only the latter.
CREATE OR REPLACE FUNCTION "krug_count_post_reaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.post_id = NEW.post_id AND OLD.emoji = NEW.emoji THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE posts SET reaction_counts = CASE
        WHEN coalesce((reaction_counts ->> OLD.emoji)::integer, 0) <= 1 THEN reaction_counts - OLD.emoji
        ELSE jsonb_set(reaction_counts, ARRAY[OLD.emoji], to_jsonb((reaction_counts ->> OLD.emoji)::integer - 1))
      END,
      likes_count = likes_count - 1
    WHERE id = OLD.post_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE posts SET reaction_counts = jsonb_set(reaction_counts, ARRAY[NEW.emoji],
        to_jsonb(coalesce((reaction_counts ->> NEW.emoji)::integer, 0) + 1)),
      likes_count = likes_count + 1
    WHERE id = NEW.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "krug_recount_post_counters"() RETURNS void LANGUAGE sql AS $$
  UPDATE posts p SET likes_count = c.likes, comments_count = c.comments, reaction_counts = c.reactions
  FROM (
    SELECT post_id, sum(likes)::integer AS likes, sum(comments)::integer AS comments,
           coalesce(jsonb_object_agg(emoji, n) FILTER (WHERE emoji IS NOT NULL), '{}'::jsonb) AS reactions
    FROM (
      SELECT post_id, 0 AS likes, count(*) AS comments, NULL::text AS emoji, 0 AS n FROM comments GROUP BY post_id
      UNION ALL
      SELECT post_id, count(*), 0, emoji, count(*) FROM post_reactions GROUP BY post_id, emoji
    ) x
    GROUP BY post_id
  ) c
  WHERE c.post_id = p.id
    AND (p.likes_count, p.comments_count, p.reaction_counts) IS DISTINCT FROM (c.likes, c.comments, c.reactions);
  UPDATE posts p SET likes_count = 0, comments_count = 0, reaction_counts = '{}'::jsonb
  WHERE (p.likes_count <> 0 OR p.comments_count <> 0 OR p.reaction_counts <> '{}'::jsonb)
    AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.post_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM post_reactions r WHERE r.post_id = p.id);
$$;
--> statement-breakpoint
SELECT krug_recount_post_counters();
--> statement-breakpoint
-- Issue 32 item 8: the library and albums by the date a photo was taken (EXIF, else its upload).
-- The library pages on (owner, shown date, id); an album's items keep the file's shown date.
CREATE INDEX "media_files_owner_shown_idx" ON "media_files" USING btree ("owner_id",coalesce("taken_at", "created_at") DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "media_files_owner_type_shown_idx" ON "media_files" USING btree ("owner_id","file_type",coalesce("taken_at", "created_at") DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
UPDATE "album_items" ai SET "media_created_at" = m."taken_at"
  FROM "media_files" m WHERE m."id" = ai."media_id" AND m."taken_at" IS NOT NULL AND ai."media_created_at" <> m."taken_at";
