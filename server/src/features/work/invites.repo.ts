import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrgInviteTerms } from '../../db/schema/index.ts';

/**
 * JSON that PostgreSQL's jsonb accepts: a lone UTF-16 surrogate (which a text column stores as
 * U+FFFD, the driver encoding it as UTF-8) would be written as a `\ud800` escape, which jsonb
 * refuses; it becomes U+FFFD here too.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const jsonb = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v));

/**
 * Organization invitations (CONTRACT §4 "Consent, continued"), in the `invitations` table the
 * invitations area reads and answers.
 */
export const orgInvitesRepo = {
  /**
   * Invites an address to the organization in one statement: bound to the account registered
   * with it if there is one, else waiting for one (user_id null). Nothing is written when that
   * account is already a member or the address (or account) is already invited. Answers the new
   * invitation and its account, or undefined.
   */
  async invite(
    db: Db,
    v: { orgId: string; email: string; inviterId: string; terms: OrgInviteTerms },
  ): Promise<{ id: string; userId: string | null } | undefined> {
    const result = await db.execute<{ id: string; user_id: string | null }>(sql`
      with u as (select id from users where email = ${v.email})
      insert into invitations (kind, org_id, email, user_id, invited_by, terms)
      select 'organization', ${v.orgId}, ${v.email}, (select id from u), ${v.inviterId},
             ${jsonb(v.terms)}::jsonb
      where not exists (select 1 from org_members m
                        where m.org_id = ${v.orgId} and m.user_id = (select id from u))
      on conflict do nothing
      returning id, user_id`);
    const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
    const row = rows[0] as { id: string; user_id: string | null } | undefined;
    return row ? { id: row.id, userId: row.user_id } : undefined;
  },
};
