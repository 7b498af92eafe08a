import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownTo } from '../../db/hidden.ts';
import {
  chatGroups,
  chatMembers,
  chatMessageMedia,
  chatMessageReactions,
  chatMessages,
  users,
} from '../../db/schema/index.ts';
import { reactionsOf } from './message-extras-sql.ts';

/** Edits, deletion for everyone and reactions of messages (issue 31). */
export const chatMessageChangesRepo = {
  /**
   * A message with the viewer's role in its group, its group's name and its author's name, when
   * the viewer is a member of that group and may see the message (undefined otherwise: 404).
   */
  async messageWithRole(db: Db, messageId: string, viewerId: string) {
    const [row] = await db
      .select({
        message: chatMessages,
        role: chatMembers.role,
        groupName: chatGroups.name,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
      })
      .from(chatMessages)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMessages.groupId))
      .innerJoin(
        chatMembers,
        and(eq(chatMembers.groupId, chatMessages.groupId), eq(chatMembers.userId, viewerId)),
      )
      .leftJoin(users, eq(users.id, chatMessages.userId))
      .where(
        and(eq(chatMessages.id, messageId), shownTo(chatMessages.hiddenAt, chatMessages.userId, viewerId)),
      )
      .limit(1);
    return row;
  },
  /** Replaces the text of a message not deleted; answers the new edit time, undefined when deleted meanwhile. */
  async edit(db: Db, messageId: string, content: string) {
    const [row] = await db
      .update(chatMessages)
      .set({ content, editedAt: sql`now()` })
      .where(and(eq(chatMessages.id, messageId), sql`${chatMessages.deletedAt} is null`))
      .returning({ editedAt: chatMessages.editedAt });
    return row;
  },
  /** Deletes a message for everyone: its text and reactions go, the row stays as the placeholder. */
  deleteForEveryone(db: Db, messageId: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(chatMessages)
        .set({ content: '', deletedAt: sql`now()` })
        .where(and(eq(chatMessages.id, messageId), sql`${chatMessages.deletedAt} is null`))
        .returning({ id: chatMessages.id });
      if (row) {
        await tx.delete(chatMessageReactions).where(eq(chatMessageReactions.messageId, messageId));
        // Its files go too (issue 31): out of shared media, and no longer open to the group through it.
        await tx.delete(chatMessageMedia).where(eq(chatMessageMedia.messageId, messageId));
      }
      return !!row;
    });
  },
  /** Sets (or replaces) the member's reaction, or takes it back (`emoji` null); answers the counts. */
  async react(db: Db, messageId: string, userId: string, emoji: string | null) {
    if (emoji)
      await db
        .insert(chatMessageReactions)
        .values({ messageId, userId, emoji })
        .onConflictDoUpdate({
          target: [chatMessageReactions.messageId, chatMessageReactions.userId],
          set: { emoji },
        });
    else
      await db
        .delete(chatMessageReactions)
        .where(and(eq(chatMessageReactions.messageId, messageId), eq(chatMessageReactions.userId, userId)));
    const result = await db.execute<{ reactions: { emoji: string; count: number }[] }>(
      sql`select ${reactionsOf(messageId)} as reactions`,
    );
    const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
    return (rows[0] as { reactions: { emoji: string; count: number }[] } | undefined)?.reactions ?? [];
  },
};
