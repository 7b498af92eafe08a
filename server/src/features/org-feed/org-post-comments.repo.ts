import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgPostComments, users } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';

/** SQL of comments on organization posts (migration 0046). */
export const orgPostCommentsRepo = {
  /** Oldest first, keyset on (created_at, id) over org_post_comments_post_created_idx. */
  page(db: Db, postId: string, limit: number, after: Cursor | undefined) {
    return db
      .select({
        c: orgPostComments,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.profilePicture,
      })
      .from(orgPostComments)
      .innerJoin(users, eq(users.id, orgPostComments.authorId))
      .where(
        and(
          eq(orgPostComments.postId, postId),
          after
            ? or(
                gt(orgPostComments.createdAt, after.createdAt),
                and(eq(orgPostComments.createdAt, after.createdAt), gt(orgPostComments.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orgPostComments.createdAt), asc(orgPostComments.id))
      .limit(limit);
  },
  async one(db: Db, id: string) {
    const [row] = await db
      .select({
        c: orgPostComments,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.profilePicture,
      })
      .from(orgPostComments)
      .innerJoin(users, eq(users.id, orgPostComments.authorId))
      .where(eq(orgPostComments.id, id));
    return row;
  },
  async insert(db: Db, values: typeof orgPostComments.$inferInsert) {
    const [row] = await db.insert(orgPostComments).values(values).returning({ id: orgPostComments.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  },
  /** Deletes the comment (its replies go with it, ON DELETE CASCADE). */
  async delete(db: Db, id: string) {
    await db.delete(orgPostComments).where(eq(orgPostComments.id, id));
  },
};

export type OrgCommentRow = NonNullable<Awaited<ReturnType<typeof orgPostCommentsRepo.one>>>;
