import { index, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatGroups, chatMessages } from './chat.ts';
import { mediaFiles } from './media.ts';

/**
 * Files attached to a chat message (issue 31, migration 0039), in the order they were sent. The
 * group and the message's time are copied here so a group's shared media is one index scan.
 */
export const chatMessageMedia = pgTable(
  'chat_message_media',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.mediaId] }),
    index('chat_message_media_group_created_idx').on(
      t.groupId,
      t.createdAt.desc().nullsFirst(),
      t.mediaId.desc().nullsFirst(),
    ),
    index('chat_message_media_media_idx').on(t.mediaId),
  ],
);
