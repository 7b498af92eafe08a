import { chatEventsRepo } from './chat-events.repo.ts';
import { chatGroupsRepo } from './chat-groups.repo.ts';
import { chatMessageChangesRepo } from './chat-message-changes.repo.ts';
import { chatMessagesRepo } from './chat-messages.repo.ts';

export type { NewEvent } from './chat-events.repo.ts';
export type { NewGroup, PeerJson } from './chat-groups.repo.ts';
export { UNREAD_CAP } from './unread-sql.ts';

/** The chat's statements, one file per part: groups, messages, events. */
export const chatRepo = {
  ...chatGroupsRepo,
  ...chatMessagesRepo,
  ...chatMessageChangesRepo,
  ...chatEventsRepo,
};
