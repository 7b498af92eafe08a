import {
  MuteBody,
  MuteResponse,
  SharedMediaItem,
  SharedMediaQuery,
  SharedMediaResponse,
} from '@krug/contract/chat-attachments';
import { Id } from '@krug/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { ChatService } from './chat.service.ts';

const GroupParams = z.object({ groupId: Id });
const tags = ['chat'];

/** Issue 31: a group's shared media, one of its files, and muting it (the group info panel). */
export function chatAttachmentRoutes(fastify: FastifyInstance, chat: ChatService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/chat-groups/:groupId/media',
    {
      schema: {
        tags,
        summary:
          "The group's shared photos and videos (`kind=media`) or documents (`kind=files`), newest first",
        description:
          'Members only (404 for anyone else); files of a message an admin hid only to its sender and admins.',
        params: GroupParams,
        querystring: SharedMediaQuery,
        response: { 200: SharedMediaResponse },
      },
    },
    (req) => chat.sharedMedia(userIdOf(req), req.params.groupId, req.query),
  );
  app.get(
    '/api/chat-groups/:groupId/media/:mediaId',
    {
      schema: {
        tags,
        summary: 'One file sent in the group, with fresh signed links (members only: 404 for anyone else)',
        params: z.object({ groupId: Id, mediaId: Id }),
        response: { 200: SharedMediaItem },
      },
    },
    (req) => chat.sharedFile(userIdOf(req), req.params.groupId, req.params.mediaId),
  );
  app.put(
    '/api/chat-groups/:groupId/mute',
    {
      schema: {
        tags,
        summary:
          'Mute the group for me: `1h`, `8h` or `forever` (no push of its messages; not in the unread total)',
        params: GroupParams,
        body: MuteBody,
        response: { 200: MuteResponse },
      },
    },
    (req) => chat.mute(userIdOf(req), req.params.groupId, req.body.duration),
  );
  app.delete(
    '/api/chat-groups/:groupId/mute',
    {
      schema: {
        tags,
        summary: 'Unmute the group for me',
        params: GroupParams,
        response: { 200: MuteResponse },
      },
    },
    (req) => chat.mute(userIdOf(req), req.params.groupId, null),
  );
}
