import {
  AddMembersBody,
  AddMembersResponse,
  ChatGroupEntry,
  ChatGroupsResponse,
  ChatMembersResponse,
  ChatMessage,
  CreateEventBody,
  CreateGroupBody,
  CreateGroupResponse,
  EventOccurrence,
  EventRangeQuery,
  MarkReadBody,
  MarkReadResponse,
  MessagesQuery,
  MessagesResponse,
  MoveOccurrenceBody,
  OccurrenceParams,
  RsvpBody,
  ScheduledAction,
  ScheduledActionsResponse,
  SendMessageBody,
  UnreadTotalResponse,
  UpdateEventBody,
} from '@krug/contract/chat';
import { Id } from '@krug/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { ChatService } from './chat.service.ts';
import { chatAttachmentRoutes } from './chat-attachments.routes.ts';
import { chatMessageChangesRoutes } from './chat-message-changes.routes.ts';

const GroupParams = z.object({ groupId: Id });
const tags = ['chat'];

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  chatAttachmentRoutes(app, chat);
  chatMessageChangesRoutes(app, chat);
  app.get(
    '/api/chat-groups',
    { schema: { tags, summary: 'My chat groups', response: { 200: ChatGroupsResponse } } },
    async (req) => ({ chat_groups: await chat.groups(userIdOf(req)) }),
  );
  app.post(
    '/api/chat-groups',
    {
      schema: {
        tags,
        summary: 'Create a group (the creator is its ADMIN); each person is added or invited as they allow',
        description:
          'CONTRACT §4 "Consent, continued": a person in `member_ids` is added at once when their ' +
          '`who_can_add_me_to_groups` allows the caller; anyone else gets an invitation (listed in ' +
          '`invited`); `nobody` answers 403 naming them, and nothing is created. `group_type: FAMILY` is 422.',
        body: CreateGroupBody,
        response: { 201: CreateGroupResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await chat.createGroup(userIdOf(req), req.body)),
  );
  app.get(
    '/api/chat-groups/unread',
    {
      schema: {
        tags,
        summary: 'Unread messages over all my groups (the navigation badge)',
        response: { 200: UnreadTotalResponse },
      },
    },
    async (req) => ({ total: await chat.unreadTotal(userIdOf(req)) }),
  );
  app.post(
    '/api/people/:userId/direct',
    {
      schema: {
        tags,
        summary:
          '«Написать сообщение»: the one DIRECT group with this person (201 when created, 200 when it exists)',
        params: z.object({ userId: Id }),
        response: { 200: ChatGroupEntry, 201: ChatGroupEntry },
      },
    },
    async (req, reply) => {
      const { entry, created } = await chat.openDirect(userIdOf(req), req.params.userId);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );
  app.post(
    '/api/chat-groups/:groupId/read',
    {
      schema: {
        tags,
        summary: 'Mark the group read up to a message (`message_id`) or up to now',
        params: GroupParams,
        body: MarkReadBody,
        response: { 200: MarkReadResponse },
      },
    },
    (req) => chat.markRead(userIdOf(req), req.params.groupId, req.body?.message_id),
  );
  app.post(
    '/api/chat-groups/:groupId/typing',
    {
      schema: {
        tags,
        summary: '«печатает…»: tell the other members (at most one signal every 2 s is passed on)',
        params: GroupParams,
      },
    },
    async (req, reply) => {
      await chat.typing(userIdOf(req), req.params.groupId);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/chat-groups/:groupId/members',
    {
      schema: {
        tags,
        summary: 'Members of a group',
        params: GroupParams,
        response: { 200: ChatMembersResponse },
      },
    },
    async (req) => ({ members: await chat.members(userIdOf(req), req.params.groupId) }),
  );
  app.post(
    '/api/chat-groups/:groupId/members',
    {
      schema: {
        tags,
        summary: "Add or invite registered users (its ADMIN; not a family's FAMILY group)",
        description:
          'Each person is added at once when their `who_can_add_me_to_groups` allows the caller, ' +
          'else invited (listed in `invited`); `nobody` answers 403 naming them, and nothing is written.',
        params: GroupParams,
        body: AddMembersBody,
        response: { 200: AddMembersResponse },
      },
    },
    (req) => chat.addMembers(userIdOf(req), req.params.groupId, req.body.user_ids),
  );
  app.delete(
    '/api/chat-groups/:groupId/members/:userId',
    {
      schema: {
        tags,
        summary: 'Leave the group (your own user id); the last ADMIN hands over, the last member deletes it',
        params: z.object({ groupId: Id, userId: Id }),
      },
    },
    async (req, reply) => {
      await chat.leave(userIdOf(req), req.params.groupId, req.params.userId);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/chat-groups/:groupId/messages',
    {
      schema: {
        tags,
        summary: 'Messages, oldest first: the page before `before`, or all after `after`',
        params: GroupParams,
        querystring: MessagesQuery,
        response: { 200: MessagesResponse },
      },
    },
    (req) => chat.messages(userIdOf(req), req.params.groupId, req.query),
  );
  app.post(
    '/api/chat-groups/:groupId/messages',
    {
      schema: {
        tags,
        summary: 'Send a message',
        params: GroupParams,
        body: SendMessageBody,
        response: { 200: ChatMessage, 201: ChatMessage },
      },
    },
    async (req, reply) => {
      const { message, created } = await chat.send(
        userIdOf(req),
        req.params.groupId,
        req.body.content,
        req.body.client_key,
        { replyToId: req.body.reply_to_id, mentionIds: req.body.mention_ids, mediaIds: req.body.media_ids },
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );
  app.get(
    '/api/chat-groups/:groupId/scheduled-actions',
    {
      schema: {
        tags,
        summary:
          'Events of a group; with `from` and `to` (at most 400 days) the events with an occurrence then, and the occurrences',
        params: GroupParams,
        querystring: EventRangeQuery,
        response: { 200: ScheduledActionsResponse },
      },
    },
    async (req) => {
      const { from, to } = req.query;
      if (from && to) return chat.eventsInRange(userIdOf(req), req.params.groupId, from, to);
      return { scheduled_actions: await chat.events(userIdOf(req), req.params.groupId) };
    },
  );
  app.put(
    '/api/scheduled-actions/:id',
    {
      schema: {
        tags,
        summary:
          'Edit an event, the whole series if it repeats (its creator or a group ADMIN); exceptions off the new rule are dropped',
        params: z.object({ id: Id }),
        body: UpdateEventBody,
        response: { 200: ScheduledAction },
      },
    },
    (req) => chat.updateEvent(userIdOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/scheduled-actions/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event, the whole series if it repeats (its creator or a group ADMIN)',
        params: z.object({ id: Id }),
      },
    },
    async (req, reply) => {
      await chat.deleteEvent(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/api/scheduled-actions/:id/occurrences/:date',
    {
      schema: {
        tags,
        summary:
          '«Перенести это событие»: move one occurrence of a recurring event (422 when not an occurrence)',
        params: OccurrenceParams,
        body: MoveOccurrenceBody,
        response: { 200: EventOccurrence },
      },
    },
    (req) => chat.moveOccurrence(userIdOf(req), req.params.id, req.params.date, req.body),
  );
  app.delete(
    '/api/scheduled-actions/:id/occurrences/:date',
    {
      schema: {
        tags,
        summary: '«Отменить это событие»: cancel one occurrence of a recurring event (the series stays)',
        params: OccurrenceParams,
      },
    },
    async (req, reply) => {
      await chat.cancelOccurrence(userIdOf(req), req.params.id, req.params.date);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/chat-groups/:groupId/scheduled-actions',
    {
      schema: {
        tags,
        summary: 'Create an event',
        params: GroupParams,
        body: CreateEventBody,
        response: { 201: ScheduledAction },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await chat.createEvent(userIdOf(req), req.params.groupId, req.body)),
  );
  app.put(
    '/api/scheduled-actions/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark an event completed (its creator or a group ADMIN; joining is separate)',
        params: z.object({ id: Id }),
        response: { 200: ScheduledAction },
      },
    },
    (req) => chat.complete(userIdOf(req), req.params.id),
  );
  app.post(
    '/api/scheduled-actions/:id/join',
    {
      schema: {
        tags,
        summary: '«Присоединиться»: join the event (any member; it stays not completed)',
        params: z.object({ id: Id }),
        response: { 200: ScheduledAction },
      },
    },
    (req) => chat.join(userIdOf(req), req.params.id),
  );
  app.delete(
    '/api/scheduled-actions/:id/join',
    {
      schema: {
        tags,
        summary: '«Не пойду»: leave the event',
        params: z.object({ id: Id }),
        response: { 200: ScheduledAction },
      },
    },
    (req) => chat.unjoin(userIdOf(req), req.params.id),
  );
  app.put(
    '/api/scheduled-actions/:id/rsvp',
    {
      schema: {
        tags,
        summary: 'RSVP «Пойду / Может быть / Не пойду» (any member of the group; going = joined)',
        params: z.object({ id: Id }),
        body: RsvpBody,
        response: { 200: ScheduledAction },
      },
    },
    (req) => chat.rsvp(userIdOf(req), req.params.id, req.body.response),
  );
  app.delete(
    '/api/scheduled-actions/:id/rsvp',
    {
      schema: {
        tags,
        summary: 'Clear the caller’s RSVP',
        params: z.object({ id: Id }),
        response: { 200: ScheduledAction },
      },
    },
    (req) => chat.unjoin(userIdOf(req), req.params.id),
  );
};
