import { z } from 'zod';
import { Id } from './common.ts';
import { ORG_POST_MAX_LENGTH } from './limits.ts';
import { MediaFile } from './media.ts';
import { ORG_FEED_TEXTS } from './org-feed-texts.ts';
import { PageQuery } from './pagination.ts';
import { Author, COMMENT_CONTENT_MAX, POST_MEDIA_MAX, POST_TEXTS } from './posts.ts';
import { Moderation } from './reports.ts';

export { ORG_FEED_TEXTS };

/** The eight department colours (02 §3). */
export const DEPARTMENT_COLORS = [
  '#1D4ED8',
  '#059669',
  '#7E22CE',
  '#A16207',
  '#BE185D',
  '#DC2626',
  '#EA580C',
  '#0891B2',
] as const;
export const ANNOUNCEMENT_PRIORITIES = ['URGENT', 'IMPORTANT', 'NORMAL'] as const;
export const ANNOUNCEMENT_REACTIONS = ['like', 'celebrate', 'support', 'insightful'] as const;

export const OrgPostBody = z.object({
  content: z
    .string({ message: ORG_FEED_TEXTS.contentRequired })
    .trim()
    .min(1, { message: ORG_FEED_TEXTS.contentRequired })
    .max(ORG_POST_MAX_LENGTH, { message: ORG_FEED_TEXTS.contentTooLong }),
  department_id: Id.nullish(),
  /** Photos and videos of the author's own library, in order (as a wall post's, POST_MEDIA_MAX). */
  media_ids: z
    .array(Id)
    .max(POST_MEDIA_MAX, { message: POST_TEXTS.tooManyFiles })
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export const OrgPost = z.object({
  id: Id,
  author_id: Id.nullable(),
  author_name: z.string(),
  /** The author's profile photo (public path), null without one. */
  author_profile_picture: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  likes_count: z.number().int(),
  user_has_liked: z.boolean(),
  comments_count: z.number().int(),
  department_id: Id.nullable(),
  can_delete: z.boolean(),
  /** Attached photos and videos in order, in the shape a wall post's `media_files` has. */
  media_files: z.array(MediaFile),
});
export type OrgPost = z.infer<typeof OrgPost>;

/** A comment or a reply (one level: a reply's parent is a top-level comment) on an organization post. */
export const OrgCommentBody = z.object({
  content: z
    .string({ message: POST_TEXTS.commentEmpty })
    .trim()
    .min(1, { message: POST_TEXTS.commentEmpty })
    .max(COMMENT_CONTENT_MAX, { message: `Максимум ${COMMENT_CONTENT_MAX} символов` }),
  parent_comment_id: Id.nullish().transform((v) => v ?? null),
});
export type OrgCommentBody = z.input<typeof OrgCommentBody>;
export const OrgComment = z.object({
  id: Id,
  post_id: Id,
  content: z.string(),
  created_at: z.string(),
  author: Author,
  parent_comment_id: Id.nullable(),
  /** Its author changed it (shown «изменено», as a wall comment). */
  is_edited: z.boolean(),
  /** Likes of the comment (a wall comment's heart) and whether the caller is one of them. */
  likes_count: z.number().int(),
  user_liked: z.boolean(),
  /** Its author or an organization admin may delete it. */
  can_delete: z.boolean(),
  /** Only its author may change it. */
  can_edit: z.boolean(),
  /** Hidden by an admin after a report: only its author and admins still see it, with why. */
  moderation: Moderation.nullable(),
});
export type OrgComment = z.infer<typeof OrgComment>;
/** A comment's new text (only its author edits it). */
export const EditOrgCommentBody = OrgCommentBody.pick({ content: true });
export type EditOrgCommentBody = z.input<typeof EditOrgCommentBody>;
/** Oldest first; `after` is the previous page's `next_cursor` (a reply always follows its parent). */
export const OrgCommentsQuery = z.object({
  limit: PageQuery.shape.limit,
  after: z.string().max(200, { message: 'Некорректный курсор' }).optional(),
});
export const OrgCommentsPage = z.object({
  comments: z.array(OrgComment),
  next_cursor: z.string().nullable(),
});

export const OrgPostsQuery = PageQuery.extend({ department_id: Id.optional() });

export const PublicOrganization = z.object({
  id: Id,
  name: z.string(),
  logo_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  organization_type: z.string(),
  location: z.string().nullable(),
  founded_year: z.number().int().nullable(),
  description: z.string(),
  industry: z.string(),
  website: z.string().nullable(),
  organization_size: z.string(),
  member_count: z.number().int(),
  follower_count: z.number().int(),
  department_count: z.number().int(),
  /** For a signed-in viewer; false for a visitor without a token. */
  viewer_is_member: z.boolean(),
  viewer_is_following: z.boolean(),
  viewer_has_pending_request: z.boolean(),
});
export type PublicOrganization = z.infer<typeof PublicOrganization>;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Максимум ${max} символов` })
    .nullish()
    .transform((v) => v || null);

export const DepartmentBody = z.object({
  name: z
    .string({ message: ORG_FEED_TEXTS.departmentName })
    .trim()
    .min(1, { message: ORG_FEED_TEXTS.departmentName })
    .max(100),
  description: optional(1000),
  color: z.enum(DEPARTMENT_COLORS, { message: ORG_FEED_TEXTS.departmentColor }).default('#1D4ED8'),
  head_id: Id.nullish(),
});
export const Department = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  head_id: Id.nullable(),
  member_count: z.number().int(),
  post_count: z.number().int(),
  announcement_count: z.number().int(),
  /** Share of the department's members who posted in the last 30 days, in percent. */
  activity: z.number().int(),
  /** Abilities (issue 30 §3): the caller may edit it (PUT) and delete it (DELETE; 409 while it has members). */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type Department = z.infer<typeof Department>;

export const AnnouncementBody = z.object({
  title: z
    .string({ message: ORG_FEED_TEXTS.titleRequired })
    .trim()
    .min(1, { message: ORG_FEED_TEXTS.titleRequired })
    .max(200),
  content: z.string().trim().max(5000).default(''),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { message: 'Недопустимый приоритет' }).default('NORMAL'),
  is_pinned: z.boolean().default(false),
  department_id: Id.nullish(),
});
export const Announcement = z.object({
  id: Id,
  title: z.string(),
  content: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  is_pinned: z.boolean(),
  created_at: z.string(),
  author_name: z.string(),
  department_id: Id.nullable(),
  views: z.number().int(),
  reactions: z.record(z.string(), z.number().int()),
  user_reaction: z.string().nullable(),
});
export const AnnouncementsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  department_id: Id.optional(),
});
export const AnnouncementReactionBody = z.object({
  kind: z.enum(ANNOUNCEMENT_REACTIONS, { message: 'Недопустимая реакция' }),
});
