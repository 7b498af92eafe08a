import { type ChatDeps, createChatContext } from './chat.context.ts';
import { createChatAttachmentsActions } from './chat-attachments.service.ts';
import { createChatEventsActions } from './chat-events.service.ts';
import { createChatGroupsActions } from './chat-groups.service.ts';
import { createChatMessageChangesActions } from './chat-message-changes.service.ts';
import { createChatMessagesActions } from './chat-messages.service.ts';

export { TYPING_INTERVAL_MS } from './chat-messages.service.ts';

/**
 * The chat area, one file per action group: groups (and direct conversations), messages, events;
 * what they share is in chat.context.ts, the DTOs in chat.dto.ts.
 */
export function createChatService(deps: ChatDeps) {
  const ctx = createChatContext(deps);
  const messages = createChatMessagesActions(ctx);
  return {
    ...createChatGroupsActions(ctx),
    ...messages,
    ...createChatMessageChangesActions(ctx, messages.send),
    ...createChatEventsActions(ctx),
    ...createChatAttachmentsActions(ctx),
  };
}
export type ChatService = ReturnType<typeof createChatService>;
