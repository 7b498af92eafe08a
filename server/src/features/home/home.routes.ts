import { Id, IsoDate } from '@krug/contract/common';
import {
  AddItemBody,
  Chore,
  ChoreBody,
  ChoresQuery,
  ChoresResponse,
  CreateListBody,
  HomeList,
  HomeListsResponse,
  HomeScopeParams,
  ListItem,
  ListWithItems,
  MarkChoreBody,
  MealBody,
  MealEntry,
  MealParams,
  MealsQuery,
  MealsResponse,
  MealsToListBody,
  MealsToListResponse,
  MoveItemBody,
  UpdateItemBody,
} from '@krug/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { ChoresService } from './chores.service.ts';
import type { ListsService } from './lists.service.ts';
import type { MealsService } from './meals.service.ts';

const tags = ['home'];
const ListParams = z.object({ id: Id });
const ItemParams = z.object({ id: Id, itemId: Id });
const ChoreParams = z.object({ id: Id });
const OccurrenceParams = z.object({ id: Id, date: IsoDate });
const scopeOf = (p: z.output<typeof HomeScopeParams>) => ({ scope: p.scope, id: p.scope_id });

/** Shared lists, chores and the meal plan of a family or a household (issue 34 §2). */
export const homeRoutes: FastifyPluginAsyncZod<{
  lists: ListsService;
  chores: ChoresService;
  meals: MealsService;
}> = async (app, { lists, chores, meals }) => {
  app.get(
    '/api/home/:scope/:scope_id/lists',
    {
      schema: {
        tags,
        summary: 'The circle’s lists',
        params: HomeScopeParams,
        response: { 200: HomeListsResponse },
      },
    },
    async (req) => ({ lists: await lists.lists(userIdOf(req), scopeOf(req.params)) }),
  );
  app.post(
    '/api/home/:scope/:scope_id/lists',
    {
      schema: {
        tags,
        summary: 'Start a shopping, to-do or packing list',
        params: HomeScopeParams,
        body: CreateListBody,
        response: { 201: HomeList },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await lists.create(userIdOf(req), scopeOf(req.params), req.body)),
  );
  app.get(
    '/api/lists/:id',
    {
      schema: {
        tags,
        summary: 'A list with its items',
        params: ListParams,
        response: { 200: ListWithItems },
      },
    },
    (req) => lists.get(userIdOf(req), req.params.id),
  );
  app.delete(
    '/api/lists/:id',
    { schema: { tags, summary: 'Delete a list (its author or the circle’s manager)', params: ListParams } },
    async (req, reply) => {
      await lists.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/lists/:id/items',
    {
      schema: {
        tags,
        summary: 'Add an item at the end',
        params: ListParams,
        body: AddItemBody,
        response: { 201: ListItem },
      },
    },
    async (req, reply) => {
      const [item] = await lists.addItems(userIdOf(req), req.params.id, [req.body]);
      return reply.status(201).send(item as ListItem);
    },
  );
  app.patch(
    '/api/lists/:id/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Change the given fields of an item (check, uncheck, text, quantity, note)',
        params: ItemParams,
        body: UpdateItemBody,
        response: { 200: ListItem },
      },
    },
    (req) => lists.updateItem(userIdOf(req), req.params.id, req.params.itemId, req.body),
  );
  app.delete(
    '/api/lists/:id/items/:itemId',
    { schema: { tags, summary: 'Remove an item', params: ItemParams } },
    async (req, reply) => {
      await lists.removeItem(userIdOf(req), req.params.id, req.params.itemId);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/lists/:id/items/:itemId/move',
    {
      schema: {
        tags,
        summary: 'Move an item before another (null: to the end)',
        params: ItemParams,
        body: MoveItemBody,
        response: { 200: ListWithItems },
      },
    },
    (req) => lists.moveItem(userIdOf(req), req.params.id, req.params.itemId, req.body.before_id),
  );

  app.get(
    '/api/home/:scope/:scope_id/chores',
    {
      schema: {
        tags,
        summary: 'Chores and their occurrences in [from, to] (at most 62 days)',
        params: HomeScopeParams,
        querystring: ChoresQuery,
        response: { 200: ChoresResponse },
      },
    },
    (req) => chores.list(userIdOf(req), scopeOf(req.params), req.query.from, req.query.to),
  );
  app.post(
    '/api/home/:scope/:scope_id/chores',
    {
      schema: {
        tags,
        summary: 'A chore: assignee, due date, recurrence, reminder',
        params: HomeScopeParams,
        body: ChoreBody,
        response: { 201: Chore },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await chores.create(userIdOf(req), scopeOf(req.params), req.body)),
  );
  app.put(
    '/api/chores/:id',
    {
      schema: {
        tags,
        summary: 'Change a chore',
        params: ChoreParams,
        body: ChoreBody,
        response: { 200: Chore },
      },
    },
    (req) => chores.update(userIdOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/chores/:id',
    { schema: { tags, summary: 'Delete a chore (its author or the circle’s manager)', params: ChoreParams } },
    async (req, reply) => {
      await chores.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/api/chores/:id/occurrences/:date',
    {
      schema: {
        tags,
        summary: 'Mark one occurrence done or skipped (null: neither)',
        params: OccurrenceParams,
        body: MarkChoreBody,
      },
    },
    async (req, reply) => {
      await chores.mark(userIdOf(req), req.params.id, req.params.date, req.body.status);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/home/:scope/:scope_id/meals',
    {
      schema: {
        tags,
        summary: 'The meal plan of a week (from its Monday)',
        params: HomeScopeParams,
        querystring: MealsQuery,
        response: { 200: MealsResponse },
      },
    },
    (req) => meals.week(userIdOf(req), scopeOf(req.params), req.query.week),
  );
  app.put(
    '/api/home/:scope/:scope_id/meals/:day/:meal',
    {
      schema: {
        tags,
        summary: 'Set a meal of a day',
        params: MealParams,
        body: MealBody,
        response: { 200: MealEntry },
      },
    },
    (req) => meals.put(userIdOf(req), scopeOf(req.params), req.params.day, req.params.meal, req.body),
  );
  app.delete(
    '/api/home/:scope/:scope_id/meals/:day/:meal',
    { schema: { tags, summary: 'Clear a meal of a day', params: MealParams } },
    async (req, reply) => {
      await meals.remove(userIdOf(req), scopeOf(req.params), req.params.day, req.params.meal);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/home/:scope/:scope_id/meals/to-list',
    {
      schema: {
        tags,
        summary: 'Send the ingredients of [from, to] to a shopping list (a new one when none is named)',
        params: HomeScopeParams,
        body: MealsToListBody,
        response: { 201: MealsToListResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await meals.toList(userIdOf(req), scopeOf(req.params), req.body)),
  );
};
