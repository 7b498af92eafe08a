import {
  ChatMessage,
  EditMessageBody,
  ForwardMessageBody,
  MessageReactionBody,
  MessageReactionsResponse,
} from '@krug/contract/chat';
import { Id } from '@krug/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { ChatService } from './chat.service.ts';

const MessageParams = z.object({ id: Id });
const tags = ['chat'];
const EditedMessage = z.object({ id: Id, group_id: Id, content: z.string(), edited_at: z.string() });

/** Editing, deleting, reactions and forwarding of chat messages (issue 31); registered by chatRoutes. */
export function chatMessageChangesRoutes(app: FastifyInstance, chat: ChatService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.patch(
    '/api/chat-messages/:id',
    {
      schema: {
        tags,
        summary: 'Edit a message (its author, within 48 h; «изменено» on every open client)',
        description:
          'A non-member of its group gets 404, another member 403, after 48 h or once deleted 409.',
        params: MessageParams,
        body: EditMessageBody,
        response: { 200: EditedMessage },
      },
    },
    (req) => chat.editMessage(userIdOf(req), req.params.id, req.body.content),
  );
  r.delete(
    '/api/chat-messages/:id',
    {
      schema: {
        tags,
        summary: 'Delete a message for everyone (its author within 48 h, or a group ADMIN at any time)',
        description: 'The message stays as «Сообщение удалено»: its text and reactions are gone.',
        params: MessageParams,
      },
    },
    async (req, reply) => {
      await chat.deleteMessage(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  r.put(
    '/api/chat-messages/:id/reaction',
    {
      schema: {
        tags,
        summary: 'Set or replace my reaction to a message (one of the posts’ reactions)',
        params: MessageParams,
        body: MessageReactionBody,
        response: { 200: MessageReactionsResponse },
      },
    },
    (req) => chat.reactToMessage(userIdOf(req), req.params.id, req.body.emoji),
  );
  r.delete(
    '/api/chat-messages/:id/reaction',
    {
      schema: {
        tags,
        summary: 'Take back my reaction to a message',
        params: MessageParams,
        response: { 200: MessageReactionsResponse },
      },
    },
    (req) => chat.reactToMessage(userIdOf(req), req.params.id, null),
  );
  r.post(
    '/api/chat-messages/:id/forward',
    {
      schema: {
        tags,
        summary:
          'Forward a message into another group or direct chat of mine (201; 200 for a repeated client_key)',
        params: MessageParams,
        body: ForwardMessageBody,
        response: { 200: ChatMessage, 201: ChatMessage },
      },
    },
    async (req, reply) => {
      const { message, created } = await chat.forwardMessage(
        userIdOf(req),
        req.params.id,
        req.body.group_id,
        req.body.client_key,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );
}
