import { z } from 'zod';
import { Id } from './common.ts';
import { MediaFile } from './media.ts';
import { MODULES, SOURCE_MODULES } from './modules.ts';
import { PageQuery } from './pagination.ts';
import {
  ALL_REACTIONS,
  FEED_FILTERS,
  type FeedFilter,
  LIKE_REACTION,
  POPULAR_REACTIONS,
  POST_CONTENT_MAX,
  POST_MEDIA_MAX,
  POST_TEXTS,
  VISIBILITIES,
  type Visibility,
} from './posts-texts.ts';
import { Moderation } from './reports.ts';

export {
  ALL_REACTIONS,
  FEED_FILTERS,
  type FeedFilter,
  LIKE_REACTION,
  POPULAR_REACTIONS,
  POST_CONTENT_MAX,
  POST_MEDIA_MAX,
  POST_TEXTS,
  VISIBILITIES,
  type Visibility,
};

export const FILTER_VISIBILITY: Record<Exclude<FeedFilter, 'subscribed'>, Visibility> = {
  'my-family': 'FAMILY_ONLY',
  public: 'PUBLIC',
  household: 'HOUSEHOLD_ONLY',
  'gender-male': 'GENDER_MALE',
  'gender-female': 'GENDER_FEMALE',
  'gender-it': 'GENDER_IT',
};

export const COMMENT_CONTENT_MAX = 5_000;

/** Form fields arrive as strings; `media_file_ids` may repeat. */
const ids = z
  .union([Id, z.array(Id)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(z.array(Id).max(POST_MEDIA_MAX, { message: POST_TEXTS.tooManyFiles }));

export const CreatePostBody = z.object({
  content: z.string().max(POST_CONTENT_MAX, { message: POST_TEXTS.contentTooLong }).default(''),
  source_module: z.enum(SOURCE_MODULES, { message: POST_TEXTS.moduleInvalid }).default('personal'),
  visibility: z.enum(VISIBILITIES, { message: POST_TEXTS.visibilityInvalid }).default('PUBLIC'),
  media_file_ids: ids,
  youtube_urls: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  family_id: Id.optional(),
  /**
   * The author's idempotency key (the outbox, issue 35 §2), as a chat message's: the same key sent
   * again answers the post it made the first time (200) instead of making a second one.
   */
  client_key: Id.optional(),
});
export type CreatePostBody = z.input<typeof CreatePostBody>;

/** An edit of one's post (issue 32 item 9): its text and who sees it; fields left out stay. */
export const EditPostBody = z.object({
  content: z.string().max(POST_CONTENT_MAX, { message: POST_TEXTS.contentTooLong }).optional(),
  visibility: z.enum(VISIBILITIES, { message: POST_TEXTS.visibilityInvalid }).optional(),
});
export type EditPostBody = z.input<typeof EditPostBody>;

export const PostListQuery = PageQuery.extend({
  module: z.enum(MODULES, { message: POST_TEXTS.moduleInvalid }).optional(),
  family_id: Id.optional(),
  filter: z.enum(FEED_FILTERS, { message: 'Недопустимый фильтр' }).optional(),
  visibility: z.enum(VISIBILITIES, { message: POST_TEXTS.visibilityInvalid }).optional(),
  author_id: Id.optional(),
  search: z.string().trim().max(200).optional(),
});
export type PostListQuery = z.input<typeof PostListQuery>;

export const Author = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});

export const Post = z.object({
  id: Id,
  content: z.string(),
  created_at: z.string(),
  /** When its author last edited it (the «изменено» mark), null if never (always sent). */
  edited_at: z.string().nullish(),
  author: Author,
  media_files: z.array(MediaFile),
  youtube_urls: z.array(z.string()),
  /** Every reaction on the post (a like is the ❤️ reaction): the card's one counter. */
  likes_count: z.number().int(),
  /** The caller reacted, with any emoji. */
  user_liked: z.boolean(),
  top_reactions: z.array(z.object({ emoji: z.string(), count: z.number().int() })),
  user_reaction: z.string().nullable(),
  comments_count: z.number().int(),
  source_module: z.enum(SOURCE_MODULES),
  visibility: z.enum(VISIBILITIES),
  family_id: Id.nullable(),
  can_delete: z.boolean(),
  /** The caller wrote it and may edit its text and audience (always sent). */
  can_edit: z.boolean().optional(),
  /** Set when an admin hid the post (only its author and admins still see it, CONTRACT §8). */
  moderation: Moderation.nullable().optional(),
});
export type Post = z.infer<typeof Post>;

/** CONTRACT §1: a bare array; the next page's address travels in the `Link` header (rel="next"). */
export const PostListResponse = z
  .array(Post)
  .describe(
    'A bare array; the next page is linked in the Link header (rel="next"), absent on the last page.',
  );
export type PostListResponse = z.infer<typeof PostListResponse>;

export const LikeResponse = z.object({ liked: z.boolean(), likes_count: z.number().int() });

/** Any single emoji grapheme (a short string of pictographic code points). */
export const ReactionBody = z.object({
  emoji: z
    .string({ message: POST_TEXTS.emojiInvalid })
    .trim()
    .min(1, { message: POST_TEXTS.emojiInvalid })
    .max(16, { message: POST_TEXTS.emojiInvalid })
    .regex(/^\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f)*$/u, {
      message: POST_TEXTS.emojiInvalid,
    }),
});
export const ReactionResponse = z.object({
  user_reaction: z.string().nullable(),
  top_reactions: z.array(z.object({ emoji: z.string(), count: z.number().int() })),
  /** Every reaction on the post after this one (the card's one counter). */
  likes_count: z.number().int(),
});

export const CommentBody = z.object({
  content: z
    .string({ message: POST_TEXTS.commentEmpty })
    .trim()
    .min(1, { message: POST_TEXTS.commentEmpty })
    .max(COMMENT_CONTENT_MAX, { message: `Максимум ${COMMENT_CONTENT_MAX} символов` }),
  parent_comment_id: z
    .union([Id, z.literal('')])
    .nullish()
    .transform((v) => v || null),
  /**
   * The author's idempotency key (the outbox, issue 35 §2): the same key sent again answers the
   * comment it made the first time (200); the same key on another post is 409.
   */
  client_key: Id.optional(),
});
export const EditCommentBody = CommentBody.pick({ content: true });

export interface CommentNode {
  id: string;
  content: string;
  created_at: string;
  is_edited: boolean;
  author: z.infer<typeof Author>;
  likes_count: number;
  user_liked: boolean;
  parent_comment_id: string | null;
  replies: CommentNode[];
  /** Set when an admin hid the comment (only its author and admins still see it). */
  moderation?: Moderation | null | undefined;
}
export const Comment: z.ZodType<CommentNode> = z
  .lazy(() =>
    z.object({
      id: Id,
      content: z.string(),
      created_at: z.string(),
      is_edited: z.boolean(),
      author: Author,
      likes_count: z.number().int(),
      user_liked: z.boolean(),
      parent_comment_id: Id.nullable(),
      replies: z.array(Comment),
      moderation: Moderation.nullable().optional(),
    }),
  )
  .meta({ id: 'Comment' });
