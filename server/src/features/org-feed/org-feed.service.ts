import type { MediaFile } from '@krug/contract/media';
import type { AnnouncementBody, DepartmentBody, OrgPostBody } from '@krug/contract/org-feed';
import { ORG_FEED_TEXTS } from '@krug/contract/org-feed';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { MediaService } from '../media/media.service.ts';
import { mediaLibrary } from '../media/media-files.service.ts';
import {
  canDeleteDepartment,
  canEditDepartment,
  canManage,
  isHiddenFrom,
  type Membership,
} from '../work/work.policy.ts';
import { type OrgRow, workReads } from '../work/work-reads.service.ts';
import { orgFeedRepo as repo } from './org-feed.repo.ts';
import { orgPostMediaRepo } from './org-post-media.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** can_post is treated as allowed unless explicitly false (02 §6). */
export const canPostInOrg = (m: { canPost: boolean } | undefined) => !!m && m.canPost !== false;
export const canDeleteOrgPost = (
  userId: string,
  post: { authorId: string | null },
  me: Membership | undefined,
) => post.authorId === userId || canManage(me);

/** The organization's logo and banner addresses: the work area signs them (it owns the images). */
type OrgImages = (org: OrgRow) => {
  logo_url: string | null;
  banner_url: string | null;
};

/** Organization feed, public profile, follows, departments and announcements (02 §7.3). */
export function createOrgFeedService(
  db: Db,
  orgImages: OrgImages,
  media: Pick<MediaService, 'withVariants' | 'toViewerDto'>,
) {
  async function ctx(orgId: string, userId: string | null) {
    const org = await workReads.org(db, orgId);
    if (!org) throw new NotFound(ORG_FEED_TEXTS.notFound);
    const row = userId ? await workReads.membership(db, orgId, userId) : undefined;
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
  /** A department of this organization (422 for any other id). */
  async function departmentOf(orgId: string, id: string) {
    const d = await repo.department(db, orgId, id);
    if (!d) throw new Invalid(ORG_FEED_TEXTS.departmentNotFound, 'department_id');
    return d;
  }
  /** Each post's photos and videos as `viewerId` may see them (the wall's attachment shape). */
  async function attachments(viewerId: string, postIds: string[]) {
    const rows = await orgPostMediaRepo.ofPosts(db, postIds);
    const files = await media.withVariants(rows.map((r) => r.file));
    const byPost = new Map<string, MediaFile[]>();
    rows.forEach((r, i) => {
      const f = files[i];
      if (f) byPost.set(r.postId, [...(byPost.get(r.postId) ?? []), media.toViewerDto(f, viewerId)]);
    });
    return byPost;
  }
  const checkDepartment = async (orgId: string, id: string | null | undefined) =>
    id ? (await departmentOf(orgId, id)).id : null;

  return {
    async createPost(userId: string, orgId: string, b: Out<typeof OrgPostBody>) {
      const { row, me } = await member(orgId, userId);
      if (!canPostInOrg(row)) throw new Forbidden(ORG_FEED_TEXTS.cannotPost);
      const departmentId = await checkDepartment(orgId, b.department_id);
      // Only the author's own files, as on the wall (an unknown or foreign id is the same 422).
      const own = await mediaLibrary.ownIds(db, userId, b.media_ids);
      if (own.length !== b.media_ids.length) throw new Invalid(ORG_FEED_TEXTS.mediaNotFound, 'media_ids');
      const post = await repo.insertPost(
        db,
        { orgId, authorId: userId, content: b.content, departmentId },
        b.media_ids,
      );
      const [created] = await repo.posts(db, {
        orgId,
        viewerId: userId,
        limit: 1,
        cursor: null,
        postId: post.id,
      });
      if (!created) throw new Error('created post not found');
      return toPost(userId, created, me, (await attachments(userId, [post.id])).get(post.id));
    },

    /** Newest first; a department shows the posts targeted at it and its members' other posts. */
    async posts(
      userId: string,
      orgId: string,
      q: { limit: number; before?: string | undefined; department_id?: string | undefined },
    ) {
      const { me } = await member(orgId, userId);
      const department = q.department_id ? await departmentOf(orgId, q.department_id) : undefined;
      const rows = await repo.posts(db, {
        orgId,
        viewerId: userId,
        limit: q.limit,
        cursor: decodeCursor(q.before),
        department,
      });
      const { next } = page(
        rows.map((r) => r.p),
        q.limit,
      );
      const files = await attachments(
        userId,
        rows.map((r) => r.p.id),
      );
      return { posts: rows.map((r) => toPost(userId, r, me, files.get(r.p.id))), next_cursor: next };
    },

    async deletePost(userId: string, postId: string) {
      const post = await repo.post(db, postId);
      if (!post) throw new NotFound(ORG_FEED_TEXTS.postNotFound);
      const { me } = await member(post.orgId, userId);
      if (!canDeleteOrgPost(userId, post, me)) throw new Forbidden(ORG_FEED_TEXTS.deleteForbidden);
      await repo.deletePost(db, postId);
    },

    async like(userId: string, postId: string) {
      const post = await repo.post(db, postId, userId);
      if (!post) throw new NotFound(ORG_FEED_TEXTS.postNotFound);
      await member(post.orgId, userId);
      return repo.toggleLike(db, postId, userId);
    },

    /**
     * The public profile needs no token; a private organization hidden from discovery is 404 to
     * outsiders. A signed-in viewer also learns whether they are a member, follow or asked to join.
     */
    async publicProfile(viewerId: string | null, orgId: string) {
      const { org, row } = await ctx(orgId, viewerId);
      if (isHiddenFrom(org, row)) throw new NotFound(ORG_FEED_TEXTS.notFound);
      const counts = await repo.publicCounts(db, orgId);
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
        organization_size: org.organizationSize,
        member_count: counts.members,
        follower_count: counts.followers,
        department_count: counts.departments,
        viewer_is_member: !!row,
        viewer_is_following: viewerId ? await repo.isFollowing(db, orgId, viewerId) : false,
        viewer_has_pending_request: viewerId ? await workReads.hasPending(db, orgId, viewerId) : false,
      };
    },

    async followStatus(userId: string, orgId: string) {
      await visible(orgId, userId);
      return { is_following: await repo.isFollowing(db, orgId, userId) };
    },
    async follow(userId: string, orgId: string, on: boolean) {
      await visible(orgId, userId);
      await repo.follow(db, orgId, userId, on);
      return { message: on ? 'Вы подписались на организацию' : 'Вы отписались от организации' };
    },

    async departments(userId: string, orgId: string) {
      const { me } = await member(orgId, userId);
      const rows = await repo.departments(db, orgId);
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
        can_edit: canEditDepartment(me),
        can_delete: canDeleteDepartment(me),
      }));
    },
    /** Names are unique in an organization (any letter case); a rename carries over to its members. */
    async saveDepartment(userId: string, orgId: string, b: Out<typeof DepartmentBody>, id?: string) {
      await admin(orgId, userId);
      if (b.head_id && !(await workReads.membership(db, orgId, b.head_id)))
        throw new Invalid(ORG_FEED_TEXTS.departmentHead, 'head_id');
      const before = id ? await repo.department(db, orgId, id) : undefined;
      if (id && !before) throw new NotFound(ORG_FEED_TEXTS.departmentNotFound);
      const same = await repo.departmentNamed(db, orgId, b.name);
      if (same && same.id !== id) throw new Conflict(ORG_FEED_TEXTS.departmentExists, 'name');
      const values = { name: b.name, description: b.description, color: b.color, headId: b.head_id ?? null };
      let savedId = id;
      if (id && before) {
        if (!(await repo.updateDepartment(db, orgId, id, before.name, values)))
          throw new NotFound(ORG_FEED_TEXTS.departmentNotFound);
      } else {
        savedId = await repo.insertDepartment(db, orgId, values);
        if (!savedId) throw new Conflict(ORG_FEED_TEXTS.departmentExists, 'name');
      }
      // The saved department as lists show it (with its member, post and activity figures).
      const saved = (await this.departments(userId, orgId)).find((d) => d.id === savedId);
      if (!saved) throw new NotFound(ORG_FEED_TEXTS.departmentNotFound);
      return saved;
    },
    /** A department with members is not deleted (409): its members are moved first. */
    async deleteDepartment(userId: string, orgId: string, id: string) {
      await admin(orgId, userId);
      const d = await repo.department(db, orgId, id);
      if (!d) throw new NotFound(ORG_FEED_TEXTS.departmentNotFound);
      if ((await repo.departmentMemberCount(db, orgId, d.name)) > 0)
        throw new Conflict(ORG_FEED_TEXTS.departmentHasMembers);
      if (!(await repo.deleteDepartment(db, orgId, id)))
        throw new NotFound(ORG_FEED_TEXTS.departmentNotFound);
    },

    /** Pinned first, then newest; reading the list counts a view per distinct reader. */
    async announcements(
      userId: string,
      orgId: string,
      q: { limit: number; department_id?: string | undefined },
    ) {
      await member(orgId, userId);
      if (q.department_id) await departmentOf(orgId, q.department_id);
      const rows = await repo.announcements(db, orgId, q);
      const { views, reactions } = await repo.viewAndFigures(
        db,
        rows.map((r) => r.a.id),
        userId,
      );
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
        if (!(await repo.updateAnnouncement(db, orgId, id, values)))
          throw new NotFound(ORG_FEED_TEXTS.announcementNotFound);
        return id;
      }
      return repo.insertAnnouncement(db, orgId, userId, values);
    },
    async deleteAnnouncement(userId: string, orgId: string, id: string) {
      await admin(orgId, userId);
      if (!(await repo.deleteAnnouncement(db, orgId, id)))
        throw new NotFound(ORG_FEED_TEXTS.announcementNotFound);
    },
    /** One reaction per member: a new kind replaces, the same kind removes. */
    async react(userId: string, orgId: string, id: string, kind: string) {
      await member(orgId, userId);
      if (!(await repo.announcementExists(db, orgId, id)))
        throw new NotFound(ORG_FEED_TEXTS.announcementNotFound);
      await repo.react(db, id, userId, kind);
    },
  };
}

type PostRow = Awaited<ReturnType<typeof repo.posts>>[number];
const toPost = (userId: string, r: PostRow, me: Membership | undefined, files: MediaFile[] = []) => ({
  id: r.p.id,
  author_id: r.p.authorId,
  author_name: r.firstName ? `${r.firstName} ${r.lastName}` : ORG_FEED_TEXTS.deletedAuthor,
  author_profile_picture: r.avatar ?? null,
  content: r.p.content,
  created_at: r.p.createdAt.toISOString(),
  likes_count: r.likes,
  user_has_liked: !!r.liked,
  comments_count: r.comments,
  department_id: r.p.departmentId,
  can_delete: canDeleteOrgPost(userId, r.p, me),
  media_files: files,
});

export type OrgFeedService = ReturnType<typeof createOrgFeedService>;
