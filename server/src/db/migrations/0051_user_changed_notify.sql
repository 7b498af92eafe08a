-- Issue 37, the `/me` cache: every process keeps the answer of GET /api/auth/me per user and forgets
-- it when the user's row, their own places («Мои роли»), their organization memberships or the name
-- of one of their organizations change. The database tells every process (LISTEN
-- krug_user_changed, payload: the user's id) once the write commits, whichever code path made it —
-- an update, an insert, a delete or a cascade from a deleted user or organization. A rolled-back
-- write tells no one; identical payloads of one transaction arrive once.
CREATE FUNCTION "krug_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column holding the user's id (`id` on users, `user_id` elsewhere).
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM pg_notify('krug_user_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('krug_user_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_user_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION krug_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER "affiliations_user_changed" AFTER INSERT OR UPDATE OR DELETE ON "affiliations"
  FOR EACH ROW EXECUTE FUNCTION krug_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER "org_members_user_changed" AFTER INSERT OR UPDATE OR DELETE ON "org_members"
  FOR EACH ROW EXECUTE FUNCTION krug_user_changed('user_id');
--> statement-breakpoint
-- An organization's name is each member's «Мои роли» entry: a rename tells every member.
CREATE FUNCTION "krug_org_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('krug_user_changed', m.user_id::text) FROM org_members m WHERE m.org_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organizations_user_changed" AFTER UPDATE OF "name" ON "organizations"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION krug_org_renamed();
