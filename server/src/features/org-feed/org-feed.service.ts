import type { AnnouncementBody, DepartmentBody, OrgPostBody } from '@krug/contract/org-feed';
import { ORG_FEED_TEXTS } from '@krug/contract/org-feed';
import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  announcementReactions,
  announcements,
  announcementViews,
  departments,
  orgFollows,
  orgMembers,
  orgPostLikes,
  orgPosts,
  users,
} from '../../db/schema/index.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { canManage, isHiddenFrom, type Membership } from '../work/work.policy.ts';
import { workRepo } from '../work/work.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** can_post is treated as allowed unless explicitly false (02 §6). */
export const canPostInOrg = (m: { canPost: boolean } | undefined) => !!m && m.canPost !== false;
export const canDeleteOrgPost = (
  userId: string,
  post: { authorId: string | null },
  me: Membership | undefined,
) => post.authorId === userId || canManage(me);

/** Organization feed, public profile, follows, departments and announcements (02 §7.3). */
/** The organization's logo and banner addresses: the work area signs them (it owns the images). */
type OrgImages = (org: NonNullable<Awaited<ReturnType<typeof workRepo.org>>>) => {
  logo_url: string | null;
  banner_url: string | null;
};

export function createOrgFeedService(db: Db, orgImages: OrgImages) {
  async function ctx(orgId: string, userId: string | null) {
    const org = await workRepo.org(db, orgId);
    if (!org) throw new NotFound(ORG_FEED_TEXTS.notFound);
    const row = userId ? await workRepo.membership(db, orgId, userId) : undefined;
    const me: Membership | undefined = row
      ? {
          userId: row.userId,
          isAdmin: row.isAdmin,
          canInvite: row.canInvite,
          isOwner: org.ownerId === row.userId,
        }
      : undefined;
    return { org, row, me };
  }
  /** Any organization but a hidden one (following needs no membership). */
  async function visible(orgId: string, userId: string) {
    const c = await ctx(orgId, userId);
    if (isHiddenFrom(c.org, c.row)) throw new NotFound(ORG_FEED_TEXTS.notFound);
    return c;
  }
  async function member(orgId: string, userId: string) {
    const c = await visible(orgId, userId);
    if (!c.row) throw new Forbidden('Вы не состоите в этой организации');
    return c;
  }
  async function admin(orgId: string, userId: string) {
    const c = await member(orgId, userId);
    if (!canManage(c.me)) throw new Forbidden('Это могут только администраторы организации');
    return c;
  }
  async function checkDepartment(orgId: string, id: string | null | undefined) {
    if (!id) return null;
    const [d] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.orgId, orgId)));
    if (!d) throw new Invalid(ORG_FEED_TEXTS.departmentNotFound);
    return id;
  }

  return {
    async createPost(userId: string, orgId: string, b: Out<typeof OrgPostBody>) {
      const { row } = await member(orgId, userId);
      if (!canPostInOrg(row)) throw new Forbidden(ORG_FEED_TEXTS.cannotPost);
      const departmentId = await checkDepartment(orgId, b.department_id);
      const [post] = await db
        .insert(orgPosts)
        .values({ orgId, authorId: userId, content: b.content, departmentId })
        .returning();
      if (!post) throw new Error('insert returned nothing');
      const page1 = await this.posts(userId, orgId, { limit: 1, before: undefined });
      const created = page1.posts.find((p) => p.id === post.id);
      if (!created) throw new Error('created post not found');
      return created;
    },

    async posts(
      userId: string,
      orgId: string,
      q: { limit: number; before?: string | undefined; department_id?: string | undefined },
    ) {
      const { me } = await member(orgId, userId);
      const cursor = decodeCursor(q.before);
      const rows = await db
        .select({
          p: orgPosts,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.profilePicture,
          likes:
            sql<number>`(select count(*) from org_post_likes l where l.post_id = ${orgPosts.id})`.mapWith(
              Number,
            ),
          liked: sql<boolean>`exists (select 1 from org_post_likes l where l.post_id = ${orgPosts.id} and l.user_id = ${userId})`,
        })
        .from(orgPosts)
        .leftJoin(users, eq(users.id, orgPosts.authorId))
        .where(
          and(
            eq(orgPosts.orgId, orgId),
            q.department_id ? eq(orgPosts.departmentId, q.department_id) : undefined,
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
      const { next } = page(
        rows.map((r) => r.p),
        q.limit,
      );
      return {
        posts: rows.map((r) => ({
          id: r.p.id,
          author_id: r.p.authorId,
          author_name: r.firstName ? `${r.firstName} ${r.lastName}` : ORG_FEED_TEXTS.deletedAuthor,
          author_profile_picture: r.avatar ?? null,
          content: r.p.content,
          created_at: r.p.createdAt.toISOString(),
          likes_count: r.likes,
          user_has_liked: !!r.liked,
          comments_count: 0,
          department_id: r.p.departmentId,
          can_delete: canDeleteOrgPost(userId, r.p, me),
        })),
        next_cursor: next,
      };
    },

    async deletePost(userId: string, postId: string) {
      const [post] = await db.select().from(orgPosts).where(eq(orgPosts.id, postId));
      if (!post) throw new NotFound(ORG_FEED_TEXTS.postNotFound);
      const { me } = await member(post.orgId, userId);
      if (!canDeleteOrgPost(userId, post, me)) throw new Forbidden(ORG_FEED_TEXTS.deleteForbidden);
      await db.delete(orgPosts).where(eq(orgPosts.id, postId));
    },

    async like(userId: string, postId: string) {
      const [post] = await db.select().from(orgPosts).where(eq(orgPosts.id, postId));
      if (!post) throw new NotFound(ORG_FEED_TEXTS.postNotFound);
      await member(post.orgId, userId);
      const removed = await db
        .delete(orgPostLikes)
        .where(and(eq(orgPostLikes.postId, postId), eq(orgPostLikes.userId, userId)))
        .returning({ p: orgPostLikes.postId });
      if (removed.length === 0)
        await db.insert(orgPostLikes).values({ postId, userId }).onConflictDoNothing();
      const [c] = await db.select({ n: count() }).from(orgPostLikes).where(eq(orgPostLikes.postId, postId));
      return { liked: removed.length === 0, likes_count: c?.n ?? 0 };
    },

    /** The public profile needs no token; a private organization hidden from discovery is 404 to outsiders. */
    async publicProfile(viewerId: string | null, orgId: string) {
      const { org, row } = await ctx(orgId, viewerId);
      if (org.isPrivate && !org.allowPublicDiscovery && !row) throw new NotFound(ORG_FEED_TEXTS.notFound);
      const [members] = await db.select({ n: count() }).from(orgMembers).where(eq(orgMembers.orgId, orgId));
      const [followers] = await db.select({ n: count() }).from(orgFollows).where(eq(orgFollows.orgId, orgId));
      const [depts] = await db.select({ n: count() }).from(departments).where(eq(departments.orgId, orgId));
      return {
        id: org.id,
        name: org.name,
        ...orgImages(org),
        organization_type: org.organizationType,
        location: [org.addressCity, org.addressCountry].filter(Boolean).join(', ') || null,
        founded_year: org.foundedYear,
        description: org.description,
        industry: org.industry,
        website: org.website,
        member_count: members?.n ?? 0,
        follower_count: followers?.n ?? 0,
        department_count: depts?.n ?? 0,
      };
    },

    async followStatus(userId: string, orgId: string) {
      await visible(orgId, userId);
      const [row] = await db
        .select()
        .from(orgFollows)
        .where(and(eq(orgFollows.orgId, orgId), eq(orgFollows.userId, userId)));
      return { is_following: !!row };
    },
    async follow(userId: string, orgId: string, on: boolean) {
      await visible(orgId, userId);
      if (on) await db.insert(orgFollows).values({ orgId, userId }).onConflictDoNothing();
      else await db.delete(orgFollows).where(and(eq(orgFollows.orgId, orgId), eq(orgFollows.userId, userId)));
      return { message: on ? 'Вы подписались на организацию' : 'Вы отписались от организации' };
    },

    async departments(userId: string, orgId: string) {
      await member(orgId, userId);
      const count = (q: ReturnType<typeof sql>) => q.mapWith(Number);
      const rows = await db
        .select({
          d: departments,
          members: count(
            sql`(select count(*) from org_members m where m.org_id = departments.org_id and m.department = departments.name)`,
          ),
          posts: count(sql`(select count(*) from org_posts p where p.department_id = departments.id)`),
          announcements: count(
            sql`(select count(*) from announcements a where a.department_id = departments.id)`,
          ),
          active:
            count(sql`(select count(distinct m.user_id) from org_members m join org_posts p on p.author_id = m.user_id and p.org_id = m.org_id
            where m.org_id = departments.org_id and m.department = departments.name and p.created_at > now() - interval '30 days')`),
        })
        .from(departments)
        .where(eq(departments.orgId, orgId))
        .orderBy(departments.name);
      return rows.map(({ d, members, posts, announcements: ann, active }) => ({
        id: d.id,
        name: d.name,
        description: d.description,
        color: d.color,
        head_id: d.headId,
        member_count: members,
        post_count: posts,
        announcement_count: ann,
        activity: members > 0 ? Math.round((active / members) * 100) : 0,
      }));
    },
    async saveDepartment(userId: string, orgId: string, b: Out<typeof DepartmentBody>, id?: string) {
      await admin(orgId, userId);
      if (b.head_id && !(await workRepo.membership(db, orgId, b.head_id)))
        throw new Invalid(ORG_FEED_TEXTS.departmentHead);
      const values = { name: b.name, description: b.description, color: b.color, headId: b.head_id ?? null };
      let savedId = id;
      if (id) {
        const rows = await db
          .update(departments)
          .set(values)
          .where(and(eq(departments.id, id), eq(departments.orgId, orgId)))
          .returning();
        if (rows.length === 0) throw new NotFound(ORG_FEED_TEXTS.departmentNotFound);
      } else {
        const [row] = await db
          .insert(departments)
          .values({ ...values, orgId })
          .returning({ id: departments.id });
        savedId = row?.id;
      }
      // The saved department as lists show it (with its member, post and activity figures).
      const saved = (await this.departments(userId, orgId)).find((d) => d.id === savedId);
      if (!saved) throw new NotFound(ORG_FEED_TEXTS.departmentNotFound);
      return saved;
    },
    async deleteDepartment(userId: string, orgId: string, id: string) {
      await admin(orgId, userId);
      const rows = await db
        .delete(departments)
        .where(and(eq(departments.id, id), eq(departments.orgId, orgId)))
        .returning({ id: departments.id });
      if (rows.length === 0) throw new NotFound(ORG_FEED_TEXTS.departmentNotFound);
    },

    /** Pinned first, then newest; reading the list counts a view per distinct reader. */
    async announcements(
      userId: string,
      orgId: string,
      q: { limit: number; department_id?: string | undefined },
    ) {
      await member(orgId, userId);
      const rows = await db
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
      const ids = rows.map((r) => r.a.id);
      if (ids.length > 0)
        await db
          .insert(announcementViews)
          .values(ids.map((announcementId) => ({ announcementId, userId })))
          .onConflictDoNothing();
      const views = ids.length
        ? await db
            .select({ id: announcementViews.announcementId, n: count() })
            .from(announcementViews)
            .where(inArray(announcementViews.announcementId, ids))
            .groupBy(announcementViews.announcementId)
        : [];
      const reactions = ids.length
        ? await db
            .select()
            .from(announcementReactions)
            .where(inArray(announcementReactions.announcementId, ids))
        : [];
      return rows.map(({ a, firstName, lastName }) => {
        const mine = reactions.filter((r) => r.announcementId === a.id);
        const counts: Record<string, number> = {};
        for (const r of mine) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
        return {
          id: a.id,
          title: a.title,
          content: a.content,
          priority: a.priority,
          is_pinned: a.isPinned,
          created_at: a.createdAt.toISOString(),
          author_name: firstName ? `${firstName} ${lastName}` : ORG_FEED_TEXTS.deletedAuthor,
          department_id: a.departmentId,
          views: views.find((v) => v.id === a.id)?.n ?? 0,
          reactions: counts,
          user_reaction: mine.find((r) => r.userId === userId)?.kind ?? null,
        };
      });
    },
    async saveAnnouncement(userId: string, orgId: string, b: Out<typeof AnnouncementBody>, id?: string) {
      await admin(orgId, userId);
      const departmentId = await checkDepartment(orgId, b.department_id);
      const values = {
        title: b.title,
        content: b.content,
        priority: b.priority,
        isPinned: b.is_pinned,
        departmentId,
      };
      if (id) {
        const rows = await db
          .update(announcements)
          .set(values)
          .where(and(eq(announcements.id, id), eq(announcements.orgId, orgId)))
          .returning();
        if (rows.length === 0) throw new NotFound(ORG_FEED_TEXTS.announcementNotFound);
        return rows[0]?.id ?? id;
      }
      const [row] = await db
        .insert(announcements)
        .values({ ...values, orgId, authorId: userId })
        .returning();
      return row?.id ?? '';
    },
    async deleteAnnouncement(userId: string, orgId: string, id: string) {
      await admin(orgId, userId);
      const rows = await db
        .delete(announcements)
        .where(and(eq(announcements.id, id), eq(announcements.orgId, orgId)))
        .returning({ id: announcements.id });
      if (rows.length === 0) throw new NotFound(ORG_FEED_TEXTS.announcementNotFound);
    },
    /** One reaction per member: a new kind replaces, the same kind removes. */
    async react(userId: string, orgId: string, id: string, kind: string) {
      await member(orgId, userId);
      const [a] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.id, id), eq(announcements.orgId, orgId)));
      if (!a) throw new NotFound(ORG_FEED_TEXTS.announcementNotFound);
      const [current] = await db
        .select()
        .from(announcementReactions)
        .where(and(eq(announcementReactions.announcementId, id), eq(announcementReactions.userId, userId)));
      if (current?.kind === kind) {
        await db
          .delete(announcementReactions)
          .where(and(eq(announcementReactions.announcementId, id), eq(announcementReactions.userId, userId)));
      } else {
        await db
          .insert(announcementReactions)
          .values({ announcementId: id, userId, kind })
          .onConflictDoUpdate({
            target: [announcementReactions.announcementId, announcementReactions.userId],
            set: { kind },
          });
      }
    },
  };
}
export type OrgFeedService = ReturnType<typeof createOrgFeedService>;
