import { and, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  announcementReactions,
  announcements,
  announcementViews,
  changeRequests,
  departments,
  orgFollows,
  orgMembers,
  orgPostLikes,
  orgPosts,
  users,
} from '../../db/schema/index.ts';
import { notBlockedWith } from '../../identity/circles-sql.ts';
import { orgPostMediaRepo } from './org-post-media.repo.ts';

type NewDepartment = Omit<typeof departments.$inferInsert, 'orgId'>;
type NewAnnouncement = Omit<typeof announcements.$inferInsert, 'orgId' | 'authorId'>;

/**
 * A department's posts: those targeted at it, and the untargeted posts of its members (a
 * member's department is the department of that name). The department list counts the same way.
 */
const departmentPosts = (dept: { id: string; name: string }): SQL | undefined =>
  or(
    eq(orgPosts.departmentId, dept.id),
    and(
      isNull(orgPosts.departmentId),
      sql`exists (select 1 from org_members m where m.org_id = ${orgPosts.orgId} and m.user_id = ${orgPosts.authorId} and m.department = ${dept.name})`,
    ),
  );

/** SQL of the organization feed, its departments, follows and announcements (02 §7.3). */
export const orgFeedRepo = {
  async department(db: Db, orgId: string, id: string) {
    const [row] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.orgId, orgId)));
    return row;
  },
  /** A department of the organization with this name, whatever its letter case. */
  async departmentNamed(db: Db, orgId: string, name: string) {
    const [row] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.orgId, orgId), sql`lower(${departments.name}) = lower(${name})`));
    return row;
  },

  /** The post and its attachments in order, in one transaction. */
  insertPost(db: Db, values: typeof orgPosts.$inferInsert, mediaIds: string[] = []) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(orgPosts).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      await orgPostMediaRepo.attach(tx, row.id, mediaIds);
      return row;
    });
  },
  posts(
    db: Db,
    q: {
      orgId: string;
      viewerId: string;
      limit: number;
      cursor: { createdAt: Date; id: string } | null | undefined;
      department?: { id: string; name: string } | undefined;
      postId?: string;
    },
  ) {
    const { cursor } = q;
    return db
      .select({
        p: orgPosts,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.profilePicture,
        likes: sql<number>`(select count(*) from org_post_likes l where l.post_id = ${orgPosts.id})`.mapWith(
          Number,
        ),
        liked: sql<boolean>`exists (select 1 from org_post_likes l where l.post_id = ${orgPosts.id} and l.user_id = ${q.viewerId})`,
        comments:
          sql<number>`(select count(*) from org_post_comments c where c.post_id = ${orgPosts.id})`.mapWith(
            Number,
          ),
      })
      .from(orgPosts)
      .leftJoin(users, eq(users.id, orgPosts.authorId))
      .where(
        and(
          eq(orgPosts.orgId, q.orgId),
          // CONTRACT §8 "Blocking": neither side of a block reads the other's posts in a feed.
          notBlockedWith(q.viewerId, orgPosts.authorId),
          q.postId ? eq(orgPosts.id, q.postId) : undefined,
          q.department ? departmentPosts(q.department) : undefined,
          cursor
            ? or(
                lt(orgPosts.createdAt, cursor.createdAt),
                and(eq(orgPosts.createdAt, cursor.createdAt), lt(orgPosts.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(orgPosts.createdAt), desc(orgPosts.id))
      .limit(q.limit);
  },
  /** The post; given a viewer, only unless a block stands between them and its author (CONTRACT §8). */
  async post(db: Db, id: string, viewerId?: string) {
    const [row] = await db
      .select()
      .from(orgPosts)
      .where(and(eq(orgPosts.id, id), viewerId ? notBlockedWith(viewerId, orgPosts.authorId) : undefined));
    return row;
  },
  async deletePost(db: Db, id: string) {
    await db.delete(orgPosts).where(eq(orgPosts.id, id));
  },
  /** Toggles the like; answers whether it is now liked and the post's like count. */
  async toggleLike(db: Db, postId: string, userId: string) {
    const removed = await db
      .delete(orgPostLikes)
      .where(and(eq(orgPostLikes.postId, postId), eq(orgPostLikes.userId, userId)))
      .returning({ p: orgPostLikes.postId });
    if (removed.length === 0) await db.insert(orgPostLikes).values({ postId, userId }).onConflictDoNothing();
    const [c] = await db.select({ n: count() }).from(orgPostLikes).where(eq(orgPostLikes.postId, postId));
    return { liked: removed.length === 0, likes_count: c?.n ?? 0 };
  },

  /** Member, follower and department counts of the public profile. */
  async publicCounts(db: Db, orgId: string) {
    const [members] = await db.select({ n: count() }).from(orgMembers).where(eq(orgMembers.orgId, orgId));
    const [followers] = await db.select({ n: count() }).from(orgFollows).where(eq(orgFollows.orgId, orgId));
    const [depts] = await db.select({ n: count() }).from(departments).where(eq(departments.orgId, orgId));
    return { members: members?.n ?? 0, followers: followers?.n ?? 0, departments: depts?.n ?? 0 };
  },
  async isFollowing(db: Db, orgId: string, userId: string) {
    const [row] = await db
      .select()
      .from(orgFollows)
      .where(and(eq(orgFollows.orgId, orgId), eq(orgFollows.userId, userId)));
    return !!row;
  },
  async follow(db: Db, orgId: string, userId: string, on: boolean) {
    if (on) await db.insert(orgFollows).values({ orgId, userId }).onConflictDoNothing();
    else await db.delete(orgFollows).where(and(eq(orgFollows.orgId, orgId), eq(orgFollows.userId, userId)));
  },

  /** Departments with their figures: members are those whose department is its name. */
  departments(db: Db, orgId: string) {
    const n = (q: SQL) => q.mapWith(Number);
    return db
      .select({
        d: departments,
        members: n(
          sql`(select count(*) from org_members m where m.org_id = departments.org_id and m.department = departments.name)`,
        ),
        posts:
          n(sql`(select count(*) from org_posts p where p.org_id = departments.org_id and (p.department_id = departments.id
            or (p.department_id is null and exists (select 1 from org_members m where m.org_id = p.org_id and m.user_id = p.author_id and m.department = departments.name))))`),
        announcements: n(sql`(select count(*) from announcements a where a.department_id = departments.id)`),
        active:
          n(sql`(select count(distinct m.user_id) from org_members m join org_posts p on p.author_id = m.user_id and p.org_id = m.org_id
            where m.org_id = departments.org_id and m.department = departments.name and p.created_at > now() - interval '30 days')`),
      })
      .from(departments)
      .where(eq(departments.orgId, orgId))
      .orderBy(departments.name);
  },
  async insertDepartment(db: Db, orgId: string, values: NewDepartment) {
    const [row] = await db
      .insert(departments)
      .values({ ...values, orgId })
      .onConflictDoNothing()
      .returning({ id: departments.id });
    return row?.id;
  },
  /**
   * Saves a department; a new name is carried to its members and to pending requests for it, in
   * the same transaction (a member's department is the department's name).
   */
  updateDepartment(db: Db, orgId: string, id: string, oldName: string, values: NewDepartment) {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(departments)
        .set(values)
        .where(and(eq(departments.id, id), eq(departments.orgId, orgId)))
        .returning({ id: departments.id });
      if (rows.length === 0) return false;
      if (values.name !== undefined && values.name !== oldName) {
        await tx
          .update(orgMembers)
          .set({ department: values.name })
          .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.department, oldName)));
        await tx
          .update(changeRequests)
          .set({ requestedDepartment: values.name })
          .where(
            and(
              eq(changeRequests.orgId, orgId),
              eq(changeRequests.status, 'PENDING'),
              eq(changeRequests.requestedDepartment, oldName),
            ),
          );
      }
      return true;
    });
  },
  async departmentMemberCount(db: Db, orgId: string, name: string) {
    const [row] = await db
      .select({ n: count() })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.department, name)));
    return row?.n ?? 0;
  },
  async deleteDepartment(db: Db, orgId: string, id: string) {
    const rows = await db
      .delete(departments)
      .where(and(eq(departments.id, id), eq(departments.orgId, orgId)))
      .returning({ id: departments.id });
    return rows.length > 0;
  },

  /** Pinned first, then newest. */
  announcements(db: Db, orgId: string, q: { limit: number; department_id?: string | undefined }) {
    return db
      .select({ a: announcements, firstName: users.firstName, lastName: users.lastName })
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.authorId))
      .where(
        and(
          eq(announcements.orgId, orgId),
          q.department_id ? eq(announcements.departmentId, q.department_id) : undefined,
        ),
      )
      .orderBy(desc(announcements.isPinned), desc(announcements.createdAt))
      .limit(q.limit);
  },
  /** Counts a view per distinct reader, then answers views and reactions of the announcements. */
  async viewAndFigures(db: Db, ids: string[], userId: string) {
    if (ids.length === 0) return { views: [], reactions: [] };
    await db
      .insert(announcementViews)
      .values(ids.map((announcementId) => ({ announcementId, userId })))
      .onConflictDoNothing();
    const views = await db
      .select({ id: announcementViews.announcementId, n: count() })
      .from(announcementViews)
      .where(inArray(announcementViews.announcementId, ids))
      .groupBy(announcementViews.announcementId);
    const reactions = await db
      .select()
      .from(announcementReactions)
      .where(inArray(announcementReactions.announcementId, ids));
    return { views, reactions };
  },
  async insertAnnouncement(db: Db, orgId: string, authorId: string, values: NewAnnouncement) {
    const [row] = await db
      .insert(announcements)
      .values({ ...values, orgId, authorId })
      .returning({ id: announcements.id });
    return row?.id ?? '';
  },
  async updateAnnouncement(db: Db, orgId: string, id: string, values: NewAnnouncement) {
    const rows = await db
      .update(announcements)
      .set(values)
      .where(and(eq(announcements.id, id), eq(announcements.orgId, orgId)))
      .returning({ id: announcements.id });
    return rows.length > 0;
  },
  async deleteAnnouncement(db: Db, orgId: string, id: string) {
    const rows = await db
      .delete(announcements)
      .where(and(eq(announcements.id, id), eq(announcements.orgId, orgId)))
      .returning({ id: announcements.id });
    return rows.length > 0;
  },
  async announcementExists(db: Db, orgId: string, id: string) {
    const [a] = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.id, id), eq(announcements.orgId, orgId)));
    return !!a;
  },
  /** One reaction per member: a new kind replaces, the same kind removes. */
  async react(db: Db, id: string, userId: string, kind: string) {
    const mine = and(eq(announcementReactions.announcementId, id), eq(announcementReactions.userId, userId));
    const [current] = await db.select().from(announcementReactions).where(mine);
    if (current?.kind === kind) {
      await db.delete(announcementReactions).where(mine);
      return;
    }
    await db
      .insert(announcementReactions)
      .values({ announcementId: id, userId, kind })
      .onConflictDoUpdate({
        target: [announcementReactions.announcementId, announcementReactions.userId],
        set: { kind },
      });
  },
};
