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
-- A restore loads rows whose posts already carry their counts (and the inboxes below): on
-- PostgreSQL it sets krug.restoring while it loads, so these triggers do not count them again
-- (PGlite's load turns every trigger off).
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
--> statement-breakpoint
-- «Подписки» (issue 37): every post is written, when it is created, into the inbox of each person
-- whose «Подписки» it belongs to (subscribedBy in features/posts/visibility-sql.ts: its author, the
-- author's family and household members, followers and friends, and the followers of the family it
-- was written in), and a page is one range of that person's inbox instead of a search through the
-- posts of everyone they follow. Row and statement triggers keep it exact in the same transaction
-- as every change of who reads whom (follows, friendships, family and household membership,
-- family follows, posts and accounts deleted). Visibility is still checked on reading.
CREATE TABLE "feed_inbox" (
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"post_id" uuid NOT NULL
);
--> statement-breakpoint
-- Who reads a post of `author` (written in `family`, or null) in «Подписки»: subscribedBy, from the
-- author's side (every relation in it is symmetric or read backwards).
CREATE FUNCTION "krug_feed_readers"(author uuid, family uuid) RETURNS SETOF uuid LANGUAGE sql STABLE AS $$
  SELECT author
  UNION SELECT a.user_id FROM family_members b JOIN family_members a ON a.family_id = b.family_id
    WHERE b.user_id = author AND b.status = 'active' AND a.status = 'active' AND a.user_id IS NOT NULL
  UNION SELECT a.user_id FROM household_members b JOIN household_members a ON a.household_id = b.household_id
    WHERE b.user_id = author AND b.status = 'active' AND a.status = 'active'
  UNION SELECT uf.follower_id FROM user_follows uf WHERE uf.followee_id = author
  UNION SELECT f.addressee_id FROM friendships f WHERE f.requester_id = author AND f.status = 'accepted'
  UNION SELECT f.requester_id FROM friendships f WHERE f.addressee_id = author AND f.status = 'accepted'
  UNION SELECT ff.user_id FROM family_follows ff WHERE family IS NOT NULL AND ff.family_id = family
$$;
--> statement-breakpoint
-- Whether a post of `author` (in `family`) belongs to `reader`'s «Подписки» now: subscribedBy for one
-- post, by index probes.
CREATE FUNCTION "krug_feed_subscribed"(reader uuid, author uuid, family uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT reader = author
    OR EXISTS (SELECT 1 FROM user_follows WHERE follower_id = reader AND followee_id = author)
    OR EXISTS (SELECT 1 FROM friendships f WHERE f.status = 'accepted'
               AND ((f.requester_id = reader AND f.addressee_id = author) OR (f.requester_id = author AND f.addressee_id = reader)))
    OR EXISTS (SELECT 1 FROM family_members a JOIN family_members b ON b.family_id = a.family_id
               WHERE a.user_id = reader AND a.status = 'active' AND b.user_id = author AND b.status = 'active')
    OR EXISTS (SELECT 1 FROM household_members a JOIN household_members b ON b.household_id = a.household_id
               WHERE a.user_id = reader AND a.status = 'active' AND b.user_id = author AND b.status = 'active')
    OR (family IS NOT NULL AND EXISTS (SELECT 1 FROM family_follows WHERE user_id = reader AND family_id = family))
$$;
--> statement-breakpoint
-- Every inbox row, from scratch (the backfill below; the benchmark's seed).
CREATE FUNCTION "krug_rebuild_feed_inbox"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM feed_inbox;
  INSERT INTO feed_inbox (user_id, created_at, post_id)
  SELECT DISTINCT r, created_at, id FROM (
    SELECT p.author_id AS r, p.created_at, p.id FROM posts p
    UNION ALL
    SELECT a.user_id, p.created_at, p.id FROM posts p
      JOIN family_members b ON b.user_id = p.author_id AND b.status = 'active'
      JOIN family_members a ON a.family_id = b.family_id AND a.status = 'active' AND a.user_id IS NOT NULL
    UNION ALL
    SELECT a.user_id, p.created_at, p.id FROM posts p
      JOIN household_members b ON b.user_id = p.author_id AND b.status = 'active'
      JOIN household_members a ON a.household_id = b.household_id AND a.status = 'active'
    UNION ALL
    SELECT uf.follower_id, p.created_at, p.id FROM posts p JOIN user_follows uf ON uf.followee_id = p.author_id
    UNION ALL
    SELECT f.addressee_id, p.created_at, p.id FROM posts p
      JOIN friendships f ON f.requester_id = p.author_id AND f.status = 'accepted'
    UNION ALL
    SELECT f.requester_id, p.created_at, p.id FROM posts p
      JOIN friendships f ON f.addressee_id = p.author_id AND f.status = 'accepted'
    UNION ALL
    SELECT ff.user_id, p.created_at, p.id FROM posts p JOIN family_follows ff ON ff.family_id = p.family_id
  ) x;
$$;
--> statement-breakpoint
SELECT krug_rebuild_feed_inbox();
--> statement-breakpoint
-- A person's page: their rows newest first (scanned backwards); the post's rows when it is deleted.
ALTER TABLE "feed_inbox" ADD CONSTRAINT "feed_inbox_pkey" PRIMARY KEY ("user_id", "created_at", "post_id");
--> statement-breakpoint
CREATE INDEX "feed_inbox_post_idx" ON "feed_inbox" USING btree ("post_id");
--> statement-breakpoint
-- Puts every post of `author` into `reader`'s inbox.
CREATE FUNCTION "krug_feed_add_author"(reader uuid, author uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO feed_inbox (user_id, created_at, post_id)
  SELECT reader, p.created_at, p.id FROM posts p WHERE p.author_id = author
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Takes out of `reader`'s inbox the posts of `author` that no longer belong to their «Подписки».
CREATE FUNCTION "krug_feed_drop_author"(reader uuid, author uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM feed_inbox i USING posts p
  WHERE p.author_id = author AND i.user_id = reader AND i.created_at = p.created_at AND i.post_id = p.id
    AND NOT krug_feed_subscribed(reader, p.author_id, p.family_id)
$$;
--> statement-breakpoint
CREATE FUNCTION "krug_feed_post"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM feed_inbox WHERE post_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO feed_inbox (user_id, created_at, post_id)
    SELECT r, NEW.created_at, NEW.id FROM krug_feed_readers(NEW.author_id, NEW.family_id) r
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_feed_inbox" AFTER INSERT OR DELETE OR UPDATE OF "author_id", "family_id", "created_at" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION krug_feed_post();
--> statement-breakpoint
CREATE FUNCTION "krug_feed_user_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feed_inbox WHERE user_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_feed_inbox" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION krug_feed_user_deleted();
--> statement-breakpoint
CREATE FUNCTION "krug_feed_user_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM krug_feed_drop_author(OLD.follower_id, OLD.followee_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM krug_feed_add_author(NEW.follower_id, NEW.followee_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_follows_feed_inbox" AFTER INSERT OR DELETE OR UPDATE OF "follower_id", "followee_id" ON "user_follows"
  FOR EACH ROW EXECUTE FUNCTION krug_feed_user_follow();
--> statement-breakpoint
CREATE FUNCTION "krug_feed_friendship"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status = 'accepted' THEN
    PERFORM krug_feed_drop_author(OLD.requester_id, OLD.addressee_id);
    PERFORM krug_feed_drop_author(OLD.addressee_id, OLD.requester_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'accepted' THEN
    PERFORM krug_feed_add_author(NEW.requester_id, NEW.addressee_id);
    PERFORM krug_feed_add_author(NEW.addressee_id, NEW.requester_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "friendships_feed_inbox" AFTER INSERT OR DELETE OR UPDATE OF "requester_id", "addressee_id", "status" ON "friendships"
  FOR EACH ROW EXECUTE FUNCTION krug_feed_friendship();
--> statement-breakpoint
CREATE FUNCTION "krug_feed_family_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM feed_inbox i USING posts p
    WHERE p.family_id = OLD.family_id AND i.user_id = OLD.user_id AND i.created_at = p.created_at AND i.post_id = p.id
      AND NOT krug_feed_subscribed(OLD.user_id, p.author_id, p.family_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO feed_inbox (user_id, created_at, post_id)
    SELECT NEW.user_id, p.created_at, p.id FROM posts p WHERE p.family_id = NEW.family_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "family_follows_feed_inbox" AFTER INSERT OR DELETE OR UPDATE OF "family_id", "user_id" ON "family_follows"
  FOR EACH ROW EXECUTE FUNCTION krug_feed_family_follow();
--> statement-breakpoint
-- Family and household membership: statement triggers with the changed rows, so a family deleted
-- whole (its members removed by one cascading statement) still takes each member's posts out of
-- the others' inboxes. The pairs are a changed active member and every active member of the group
-- before (for removals: the changed rows too) or after the statement (for additions).
CREATE FUNCTION "krug_feed_group_changed"(removed jsonb, added jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE pair record;
BEGIN
  FOR pair IN
    SELECT DISTINCT r.m, r.x FROM jsonb_to_recordset(removed) AS r(m uuid, x uuid) WHERE r.m <> r.x
  LOOP
    PERFORM krug_feed_drop_author(pair.m, pair.x);
    PERFORM krug_feed_drop_author(pair.x, pair.m);
  END LOOP;
  FOR pair IN
    SELECT DISTINCT a.m, a.x FROM jsonb_to_recordset(added) AS a(m uuid, x uuid) WHERE a.m <> a.x
  LOOP
    PERFORM krug_feed_add_author(pair.m, pair.x);
    PERFORM krug_feed_add_author(pair.x, pair.m);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "krug_feed_family_members"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE removed jsonb := '[]'; added jsonb := '[]';
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('m', o.user_id, 'x', g.user_id)), '[]') INTO removed
    FROM gone o
    JOIN (SELECT family_id, user_id FROM family_members WHERE status = 'active' AND user_id IS NOT NULL
          UNION SELECT family_id, user_id FROM gone WHERE status = 'active' AND user_id IS NOT NULL) g ON g.family_id = o.family_id
    WHERE o.status = 'active' AND o.user_id IS NOT NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('m', n.user_id, 'x', g.user_id)), '[]') INTO added
    FROM fresh n JOIN family_members g ON g.family_id = n.family_id AND g.status = 'active' AND g.user_id IS NOT NULL
    WHERE n.status = 'active' AND n.user_id IS NOT NULL;
  ELSE
    -- Only rows whose active membership changed (joined, left, moved, another account).
    SELECT coalesce(jsonb_agg(jsonb_build_object('m', o.user_id, 'x', g.user_id)), '[]') INTO removed
    FROM gone o
    JOIN (SELECT family_id, user_id FROM family_members WHERE status = 'active' AND user_id IS NOT NULL
          UNION SELECT family_id, user_id FROM gone WHERE status = 'active' AND user_id IS NOT NULL) g ON g.family_id = o.family_id
    WHERE o.status = 'active' AND o.user_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM fresh n WHERE n.id = o.id AND n.status = 'active'
                      AND n.user_id = o.user_id AND n.family_id = o.family_id);
    SELECT coalesce(jsonb_agg(jsonb_build_object('m', n.user_id, 'x', g.user_id)), '[]') INTO added
    FROM fresh n JOIN family_members g ON g.family_id = n.family_id AND g.status = 'active' AND g.user_id IS NOT NULL
    WHERE n.status = 'active' AND n.user_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM gone o WHERE o.id = n.id AND o.status = 'active'
                      AND o.user_id = n.user_id AND o.family_id = n.family_id);
  END IF;
  PERFORM krug_feed_group_changed(removed, added);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "family_members_feed_inbox_insert" AFTER INSERT ON "family_members"
  REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION krug_feed_family_members();
--> statement-breakpoint
CREATE TRIGGER "family_members_feed_inbox_update" AFTER UPDATE ON "family_members"
  REFERENCING OLD TABLE AS gone NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION krug_feed_family_members();
--> statement-breakpoint
CREATE TRIGGER "family_members_feed_inbox_delete" AFTER DELETE ON "family_members"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION krug_feed_family_members();
--> statement-breakpoint
CREATE FUNCTION "krug_feed_household_members"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE removed jsonb := '[]'; added jsonb := '[]';
BEGIN
  IF current_setting('krug.restoring', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('m', o.user_id, 'x', g.user_id)), '[]') INTO removed
    FROM gone o
    JOIN (SELECT household_id, user_id FROM household_members WHERE status = 'active'
          UNION SELECT household_id, user_id FROM gone WHERE status = 'active') g ON g.household_id = o.household_id
    WHERE o.status = 'active';
  ELSIF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('m', n.user_id, 'x', g.user_id)), '[]') INTO added
    FROM fresh n JOIN household_members g ON g.household_id = n.household_id AND g.status = 'active'
    WHERE n.status = 'active';
  ELSE
    -- Only rows whose active membership changed (joined, left, moved, another account).
    SELECT coalesce(jsonb_agg(jsonb_build_object('m', o.user_id, 'x', g.user_id)), '[]') INTO removed
    FROM gone o
    JOIN (SELECT household_id, user_id FROM household_members WHERE status = 'active'
          UNION SELECT household_id, user_id FROM gone WHERE status = 'active') g ON g.household_id = o.household_id
    WHERE o.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM fresh n WHERE n.id = o.id AND n.status = 'active'
                      AND n.user_id = o.user_id AND n.household_id = o.household_id);
    SELECT coalesce(jsonb_agg(jsonb_build_object('m', n.user_id, 'x', g.user_id)), '[]') INTO added
    FROM fresh n JOIN household_members g ON g.household_id = n.household_id AND g.status = 'active'
    WHERE n.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM gone o WHERE o.id = n.id AND o.status = 'active'
                      AND o.user_id = n.user_id AND o.household_id = n.household_id);
  END IF;
  PERFORM krug_feed_group_changed(removed, added);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "household_members_feed_inbox_insert" AFTER INSERT ON "household_members"
  REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION krug_feed_household_members();
--> statement-breakpoint
CREATE TRIGGER "household_members_feed_inbox_update" AFTER UPDATE ON "household_members"
  REFERENCING OLD TABLE AS gone NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION krug_feed_household_members();
--> statement-breakpoint
CREATE TRIGGER "household_members_feed_inbox_delete" AFTER DELETE ON "household_members"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION krug_feed_household_members();
