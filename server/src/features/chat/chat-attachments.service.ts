import { CHAT_TEXTS } from '@krug/contract/chat';
import {
  CHAT_ATTACHMENT_TEXTS,
  MUTE_HOURS,
  MUTED_FOREVER,
  type MuteDuration,
  type MuteResponse,
  type SharedMediaItem,
  type SharedMediaQuery,
  type SharedMediaResponse,
} from '@krug/contract/chat-attachments';
import type { MediaFile } from '@krug/contract/media';
import type { z } from 'zod';
import type { MediaFileRow } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ChatContext } from './chat.context.ts';
import { iso } from './chat.dto.ts';
import { chatAttachmentsRepo as repo } from './chat-attachments.repo.ts';

/** What the chat asks of the media feature: the files with their variants, as a non-owner sees them. */
export type ChatMedia = Pick<MediaService, 'withVariants' | 'toDto'>;

/**
 * The files a message carries, as every member sees them (issue 31): the media feature's reader
 * view — variants and a copy without metadata, signed links — the same for the sender, so one
 * DTO goes to every member live.
 */
export function createAttachmentDtos(media: ChatMedia | undefined) {
  const dtos = async (rows: MediaFileRow[]): Promise<MediaFile[]> =>
    media ? (await media.withVariants(rows)).map(media.toDto) : [];
  return {
    dtos,
    /** Each message's files, by message id (messages without any are absent). */
    async ofMessages(db: ChatContext['db'], messageIds: string[]): Promise<Map<string, MediaFile[]>> {
      const rows = await repo.ofMessages(db, messageIds);
      const files = await dtos(rows.map((r) => r.file));
      const byMessage = new Map<string, MediaFile[]>();
      rows.forEach((r, i) => {
        const file = files[i];
        if (!file) return;
        const list = byMessage.get(r.messageId) ?? [];
        list.push(file);
        byMessage.set(r.messageId, list);
      });
      return byMessage;
    },
  };
}

/**
 * Checks that every file is the sender's own (uploaded through the media upload, or picked from
 * their library): anyone else's file, or an unknown id, is refused before anything is written.
 */
export async function assertOwnFiles(db: ChatContext['db'], userId: string, mediaIds: string[]) {
  if (mediaIds.length === 0) return;
  const own = await repo.ownedMediaIds(db, userId, mediaIds);
  if (mediaIds.some((id) => !own.has(id))) throw new Invalid(CHAT_ATTACHMENT_TEXTS.notYours);
}

/** The group info panel's calls: shared media, one shared file, mute. */
export function createChatAttachmentsActions(ctx: ChatContext) {
  const { db, member, now } = ctx;
  const { dtos } = createAttachmentDtos(ctx.media);

  const toItem = async (row: {
    messageId: string;
    sentAt: Date;
    userId: string | null;
    file: MediaFileRow;
  }): Promise<SharedMediaItem | null> => {
    const [file] = await dtos([row.file]);
    return file ? { message_id: row.messageId, user_id: row.userId, sent_at: iso(row.sentAt), file } : null;
  };

  return {
    /** The group's photos and videos, or its documents, newest first (members only: else 404). */
    async sharedMedia(
      userId: string,
      groupId: string,
      q: z.output<typeof SharedMediaQuery>,
    ): Promise<SharedMediaResponse> {
      await member(userId, groupId);
      const rows = await repo.shared(db, groupId, userId, {
        kind: q.kind,
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      const files = await dtos(rows.map((r) => r.file));
      const last = rows.at(-1);
      return {
        items: rows.flatMap((r, i) => {
          const file = files[i];
          return file ? [{ message_id: r.messageId, user_id: r.userId, sent_at: iso(r.sentAt), file }] : [];
        }),
        next_cursor:
          rows.length === q.limit && last ? encodeCursor({ createdAt: last.sentAt, id: last.file.id }) : null,
      };
    },

    /**
     * One file sent in the group, with fresh links: a member gets it, anyone else (a non-member,
     * or a file never sent there) 404 — the group's rule, as for its messages.
     */
    async sharedFile(userId: string, groupId: string, mediaId: string): Promise<SharedMediaItem> {
      await member(userId, groupId);
      const row = await repo.sharedFile(db, groupId, mediaId, userId);
      const item = row ? await toItem(row) : null;
      if (!item) throw new NotFound(CHAT_ATTACHMENT_TEXTS.notFound);
      return item;
    },

    /** Silences the group for the caller for a while or for good; no push of its messages reaches them. */
    async mute(userId: string, groupId: string, duration: MuteDuration | null): Promise<MuteResponse> {
      const until =
        duration === null
          ? null
          : duration === 'forever'
            ? new Date(MUTED_FOREVER)
            : new Date(now() + MUTE_HOURS[duration] * 3600_000);
      if (!(await repo.setMute(db, groupId, userId, until))) throw new NotFound(CHAT_TEXTS.groupNotFound);
      await ctx.live.publish([userId], { type: 'chat.refetch', group_id: groupId }).catch(() => {});
      return { group_id: groupId, muted_until: until ? until.toISOString() : null };
    },

    /** Whether a message's push goes to this user now: a member who has not muted the group. */
    receivesPush: (userId: string, groupId: string) => repo.hearsOf(db, groupId, userId),
  };
}
