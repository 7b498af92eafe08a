-- Issue 37 (performance, round 4): a post's likes, comments and reactions per emoji are kept on the
-- post by the writes that change them, in the same transaction (row triggers, so cascades count too:
-- a deleted account's likes, a deleted comment's replies), and a feed page reads three columns
-- instead of running four subqueries per post.
ALTER TABLE "posts" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- {"❤️": 3, "👍": 1}: only emojis with at least one reaction.
ALTER TABLE "posts" ADD COLUMN "reaction_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- Counts every post's likes, comments and reactions again (the backfill below; a restore runs it
-- after loading its rows). One new row version per post that has any.
CREATE FUNCTION "krug_recount_post_counters"() RETURNS void LANGUAGE sql AS $$
  UPDATE posts p SET likes_count = c.likes, comments_count = c.comments, reaction_counts = c.reactions
  FROM (
    SELECT post_id, sum(likes)::integer AS likes, sum(comments)::integer AS comments,
           coalesce(jsonb_object_agg(emoji, n) FILTER (WHERE emoji IS NOT NULL), '{}'::jsonb) AS reactions
    FROM (
      SELECT post_id, count(*) AS likes, 0 AS comments, NULL::text AS emoji, 0 AS n FROM post_likes GROUP BY post_id
      UNION ALL
      SELECT post_id, 0, count(*), NULL, 0 FROM comments GROUP BY post_id
      UNION ALL
      SELECT post_id, 0, 0, emoji, count(*) FROM post_reactions GROUP BY post_id, emoji
    ) x
    GROUP BY post_id
  ) c
  WHERE c.post_id = p.id
    AND (p.likes_count, p.comments_count, p.reaction_counts) IS DISTINCT FROM (c.likes, c.comments, c.reactions);
  UPDATE posts p SET likes_count = 0, comments_count = 0, reaction_counts = '{}'::jsonb
  WHERE (p.likes_count <> 0 OR p.comments_count <> 0 OR p.reaction_counts <> '{}'::jsonb)
    AND NOT EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.post_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM post_reactions r WHERE r.post_id = p.id);
$$;
--> statement-breakpoint
SELECT krug_recount_post_counters();
--> statement-breakpoint
-- A restore loads rows whose posts already carry their counts: it sets krug.restoring and
-- recounts once at the end, instead of one update per loaded like.
CREATE FUNCTION "krug_count_post_like"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE posts SET likes_count = likes_count - 1 WHERE id = OLD.post_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE posts SET likes_count = likes_count + 1 WHERE id = NEW.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_likes_count" AFTER INSERT OR DELETE OR UPDATE OF "post_id" ON "post_likes"
  FOR EACH ROW EXECUTE FUNCTION krug_count_post_like();
--> statement-breakpoint
CREATE FUNCTION "krug_count_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE posts SET comments_count = comments_count - 1 WHERE id = OLD.post_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE posts SET comments_count = comments_count + 1 WHERE id = NEW.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_count" AFTER INSERT OR DELETE OR UPDATE OF "post_id" ON "comments"
  FOR EACH ROW EXECUTE FUNCTION krug_count_comment();
--> statement-breakpoint
-- One key per emoji; a key whose count falls to 0 is removed.
CREATE FUNCTION "krug_count_post_reaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.post_id = NEW.post_id AND OLD.emoji = NEW.emoji THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE posts SET reaction_counts = CASE
        WHEN coalesce((reaction_counts ->> OLD.emoji)::integer, 0) <= 1 THEN reaction_counts - OLD.emoji
        ELSE jsonb_set(reaction_counts, ARRAY[OLD.emoji], to_jsonb((reaction_counts ->> OLD.emoji)::integer - 1))
      END
    WHERE id = OLD.post_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE posts SET reaction_counts = jsonb_set(reaction_counts, ARRAY[NEW.emoji],
        to_jsonb(coalesce((reaction_counts ->> NEW.emoji)::integer, 0) + 1))
    WHERE id = NEW.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_reactions_count" AFTER INSERT OR DELETE OR UPDATE OF "post_id", "emoji" ON "post_reactions"
  FOR EACH ROW EXECUTE FUNCTION krug_count_post_reaction();
