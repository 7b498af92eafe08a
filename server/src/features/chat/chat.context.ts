import { CHAT_TEXTS } from '@krug/contract/chat';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import type { LiveBus } from '../../platform/live.ts';
import type { InviteBudget } from '../invitations/invite-budget.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import type { PushNotifier } from '../push/push.service.ts';
import { canReadGroup } from './chat.policy.ts';
import { chatRepo } from './chat.repo.ts';
import type { ChatMedia } from './chat-attachments.service.ts';

export interface ChatDeps {
  db: Db;
  live: LiveBus;
  notifications: Notifier;
  /** Invitations per inviter (CONTRACT §4 "Consent, continued"). */
  inviteBudget: InviteBudget;
  /** Web Push (issue 35 §3): told of every message sent. */
  push?: Pick<PushNotifier, 'messageSent'>;
  now?: () => number;
  /** Issue 31: the files of messages (variants, signed links), from the media feature. */
  media?: ChatMedia;
}

/** What the chat's action groups share: the membership check and the push to a group's members. */
export function createChatContext(deps: ChatDeps) {
  const { db, live } = deps;

  /** The caller's membership; a group they are not in does not exist for them (404). */
  async function member(userId: string, groupId: string, can = canReadGroup) {
    const membership = await chatRepo.membership(db, groupId, userId);
    if (!can(membership)) throw new NotFound(CHAT_TEXTS.groupNotFound);
    return membership;
  }

  async function broadcast(groupId: string, event: Parameters<LiveBus['publish']>[1]) {
    await live.publish(await chatRepo.memberIds(db, groupId), event);
  }

  return { ...deps, now: deps.now ?? Date.now, member, broadcast };
}
export type ChatContext = ReturnType<typeof createChatContext>;
