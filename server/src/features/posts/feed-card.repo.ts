import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { ISO_FORMAT } from '../../db/array-rows.ts';
import type { MediaWithVariants } from '../media/media.service.ts';
import { deletableBy } from './visibility-sql.ts';

/*
 * A post as a feed card shows it, read as one array row of the page statement and mapped once
 * (feedCardOf), instead of drizzle's per-field mapping of nested objects.
 */

/** A viewer id, or a placeholder for one in a prepared statement. */
export type Viewer = string | Placeholder;

/** One attachment as the page query aggregates it (JSON keeps numbers, the date comes as text). */
export type MediaJson = Omit<MediaWithVariants, 'createdAt'> & { createdAt: string };

/** Everything a feed card shows of a post, for the viewer who asked. */
export interface FeedCard {
  id: string;
  authorId: string;
  content: string;
  /** As toISOString writes it (UTC, milliseconds). */
  createdAt: string;
  sourceModule: string;
  visibility: string;
  familyId: string | null;
  youtubeUrls: string[];
  /** Every reaction (a like is the ❤️ reaction). */
  likes: number;
  comments: number;
  /** Reactions per emoji, emojis with none left out. */
  reactions: Record<string, number>;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  /** The viewer reacted (with any emoji). */
  liked: boolean;
  myReaction: string | null;
  /** canDeletePost for the viewer, computed in the statement (visibility-sql deletableBy). */
  canDelete: boolean;
  media: MediaJson[];
  /** When an admin hid it (CONTRACT §8; only its author and admins still read it), and why. */
  hiddenAt: string | null;
  hiddenNote: string | null;
  /** When its author last edited it (ISO), null if never. */
  editedAt: string | null;
  /** The marked headline of the search's words (search pages only). */
  marked?: string;
}

/** A post's attachments in order, as one JSON array (read back with mediaRowsOf). */
export const attachmentsJson = () => sql<MediaJson[]>`coalesce((
    select json_agg(json_build_object('id', m.id, 'ownerId', m.owner_id, 'storageKey', m.storage_key,
      'thumbnailKey', m.thumbnail_key, 'originalFilename', m.original_filename, 'mimeType', m.mime_type,
      'fileType', m.file_type, 'fileSize', m.file_size, 'sourceModule', m.source_module,
      'privacyLevel', m.privacy_level, 'createdAt', m.created_at, 'width', m.width, 'height', m.height,
      'placeholder', m.placeholder, 'durationSeconds', m.duration_seconds, 'takenAt', m.taken_at,
      'variants', (select json_agg(json_build_object('name', v.name, 'width', v.width, 'height', v.height))
        from media_variants v where v.media_id = m.id)) order by pm.position)
    from post_media pm join media_files m on m.id = pm.media_id where pm.post_id = posts.id), '[]'::json)`;

/**
 * The card's columns over the aliases `posts` and `users` (the author), in FeedCard's order. The
 * counts are columns kept by triggers (migrations 0035, 0041); the viewer's reaction (a like is the
 * ❤️ reaction) is one primary-key probe (a scalar subquery, which the planner cannot turn into a
 * hash over all of the viewer's reactions as it did an EXISTS). `marked` adds the search's headline as the last column.
 * A hidden post's hidden_at and note come along (its author and admins see why it is hidden).
 */
export function cardColumns(viewer: Viewer, marked?: SQL): SQL {
  return sql`posts.id, posts.author_id, posts.content,
    to_char(posts.created_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}),
    posts.source_module, posts.visibility, posts.family_id, posts.youtube_urls,
    posts.likes_count, posts.comments_count, posts.reaction_counts,
    users.first_name, users.last_name, users.profile_picture,
    (select r.emoji from post_reactions r where r.post_id = posts.id and r.user_id = ${viewer}),
    ${deletableBy(viewer)},
    ${attachmentsJson()},
    to_char(posts.hidden_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}), posts.hidden_note,
    to_char(posts.edited_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)})${marked ? sql`, ${marked}` : sql``}`;
}

/** One array row of cardColumns as a FeedCard. */
export function feedCardOf(r: unknown[]): FeedCard {
  const card: FeedCard = {
    id: r[0] as string,
    authorId: r[1] as string,
    content: r[2] as string,
    createdAt: r[3] as string,
    sourceModule: r[4] as string,
    visibility: r[5] as string,
    familyId: r[6] as string | null,
    youtubeUrls: r[7] as string[],
    likes: r[8] as number,
    comments: r[9] as number,
    reactions: r[10] as Record<string, number>,
    firstName: r[11] as string,
    lastName: r[12] as string,
    profilePicture: r[13] as string | null,
    liked: r[14] != null,
    myReaction: r[14] as string | null,
    canDelete: r[15] as boolean,
    media: r[16] as MediaJson[],
    hiddenAt: r[17] as string | null,
    hiddenNote: r[18] as string | null,
    editedAt: r[19] as string | null,
  };
  if (r.length > 20) card.marked = r[20] as string;
  return card;
}

/** Attachments of a card as table rows. */
export const mediaRowsOf = (media: MediaJson[]): MediaWithVariants[] =>
  media.map((m) => ({ ...m, createdAt: new Date(m.createdAt) }));
