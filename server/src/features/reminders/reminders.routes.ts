import { Id } from '@krug/contract/common';
import {
  CalendarFeed,
  CalendarFeedStatus,
  EventReminder,
  EventRemindersResponse,
  REMINDER_TEXTS,
  ReminderBody,
} from '@krug/contract/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { attachment } from '../../platform/http-range.ts';
import type { RemindersService } from './reminders.service.ts';

const tags = ['calendar'];
const ICS_TYPE = 'text/calendar; charset=utf-8';
/** The subscription's file name: the secret token (base64url) and `.ics`. */
const FeedParams = z.object({ file: z.string() });
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

interface Options {
  reminders: RemindersService;
  /** PUBLIC_URL: the feed's absolute URL starts with it, never with the request's Host header. */
  publicUrl: string;
}

export const remindersRoutes: FastifyPluginAsyncZod<Options> = async (app, { reminders, publicUrl }) => {
  app.put(
    '/api/scheduled-actions/:id/reminder',
    {
      schema: {
        tags,
        summary: '«Напомнить»: my reminder before the event (any member; 422 when its time has passed)',
        params: z.object({ id: Id }),
        body: ReminderBody,
        response: { 200: EventReminder },
      },
    },
    (req) => reminders.set(userIdOf(req), req.params.id, req.body.minutes_before),
  );
  app.delete(
    '/api/scheduled-actions/:id/reminder',
    {
      schema: { tags, summary: '«Не напоминать»: remove my reminder', params: z.object({ id: Id }) },
    },
    async (req, reply) => {
      await reminders.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/chat-groups/:groupId/reminders',
    {
      schema: {
        tags,
        summary: "My reminders for the group's events",
        params: z.object({ groupId: Id }),
        response: { 200: EventRemindersResponse },
      },
    },
    async (req) => ({ reminders: await reminders.forGroup(userIdOf(req), req.params.groupId) }),
  );
  app.get(
    '/api/chat-groups/:groupId/events.ics',
    {
      schema: {
        tags,
        summary: "The group's events as an iCalendar file (members)",
        params: z.object({ groupId: Id }),
      },
    },
    async (req, reply) => {
      const { body } = await reminders.groupCalendar(userIdOf(req), req.params.groupId);
      return reply
        .header('content-type', ICS_TYPE)
        .header('content-disposition', attachment('krug-calendar.ics'))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
  app.get(
    '/api/calendar/feed',
    {
      schema: {
        tags,
        summary: 'Whether I have a calendar subscription (its URL is shown only when created)',
        response: { 200: CalendarFeedStatus },
      },
    },
    (req) => reminders.feedStatus(userIdOf(req)),
  );
  app.post(
    '/api/calendar/feed',
    {
      schema: {
        tags,
        summary: 'A new secret subscription URL for all my events (the previous one stops working)',
        response: { 201: CalendarFeed },
      },
    },
    async (req, reply) => {
      const token = await reminders.createFeed(userIdOf(req));
      const url = `${publicUrl}/api/calendar/feed/${token}.ics`;
      return reply.status(201).send({ url });
    },
  );
  app.delete(
    '/api/calendar/feed',
    { schema: { tags, summary: 'Turn the calendar subscription off (its URL stops working)' } },
    async (req, reply) => {
      await reminders.revokeFeed(userIdOf(req));
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/calendar/feed/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The subscription feed (`{token}.ics`; the token is the credential; 404 once revoked)',
        params: FeedParams,
      },
    },
    async (req, reply) => {
      const token = FEED_FILE.exec(req.params.file)?.[1];
      if (!token) throw new NotFound(REMINDER_TEXTS.feedNotFound);
      const body = await reminders.feedCalendar(token);
      return reply
        .header('content-type', ICS_TYPE)
        .header('content-disposition', attachment('krug.ics'))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
