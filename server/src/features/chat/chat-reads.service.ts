import type { Db } from '../../db/client.ts';
import { chatRepo } from './chat.repo.ts';

/**
 * What other features ask of chat groups (invitations: who to tell that a member joined), so they
 * reach the chat feature through its service and never its repo.
 */
export const chatReads = {
  /** The ids of a group's members (one query). */
  memberIds: (db: Db, groupId: string) => chatRepo.memberIds(db, groupId),
};
