import {
  type AddItemBody,
  type CreateListBody,
  HOME_TEXTS,
  type HomeList,
  LIST_MAX_ITEMS,
  type ListItem,
  type ListWithItems,
  SCOPE_MAX_LISTS,
  type UpdateItemBody,
} from '@krug/contract/home';
import type { z } from 'zod';
import type { HomeListItemRow, HomeListRow } from '../../db/schema/index.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import { canDeleteHomeThing } from './home.policy.ts';
import { announce, type HomeDeps, member, peopleMap } from './home-access.ts';
import { listsRepo } from './lists.repo.ts';
import { type ScopeRef, scopeOf } from './scope.repo.ts';

type Item = z.output<typeof AddItemBody>;
type Update = z.output<typeof UpdateItemBody>;

/** Shared lists of a family or household (issue 34 §2): every change reaches open screens live. */
export function createListsService(deps: HomeDeps) {
  const { db } = deps;

  async function listDto(
    row: HomeListRow,
    counts: { items: number; checked: number },
    userId: string,
    manager: boolean,
  ): Promise<HomeList> {
    const people = await peopleMap(db, [row.createdBy]);
    const s = scopeOf(row);
    return {
      id: row.id,
      scope: s.scope,
      scope_id: s.id,
      kind: row.kind,
      title: row.title,
      item_count: counts.items,
      checked_count: counts.checked,
      created_by: (row.createdBy && people.get(row.createdBy)) || null,
      created_at: row.createdAt.toISOString(),
      can_delete: canDeleteHomeThing({ manager }, userId, row),
    };
  }
  async function itemDtos(rows: HomeListItemRow[]): Promise<ListItem[]> {
    const people = await peopleMap(
      db,
      rows.flatMap((r) => [r.addedBy, r.checkedBy]),
    );
    const who = (id: string | null) => (id && people.get(id)) || null;
    return rows.map((r) => ({
      id: r.id,
      text: r.text,
      quantity: r.quantity,
      note: r.note,
      checked: r.checked,
      checked_by: who(r.checkedBy),
      checked_at: r.checkedAt?.toISOString() ?? null,
      added_by: who(r.addedBy),
      version: r.version,
      created_at: r.createdAt.toISOString(),
    }));
  }
  /** The list and the caller's membership of its circle (404 for a list of another circle). */
  async function open(userId: string, listId: string) {
    const list = await listsRepo.find(db, listId);
    if (!list) throw new NotFound(HOME_TEXTS.listNotFound);
    const m = await member(db, scopeOf(list), userId, HOME_TEXTS.listNotFound);
    return { list, manager: m.manager };
  }
  async function whole(userId: string, list: HomeListRow, manager: boolean): Promise<ListWithItems> {
    const items = await listsRepo.items(db, list.id);
    const counts = { items: items.length, checked: items.filter((i) => i.checked).length };
    return { list: await listDto(list, counts, userId, manager), items: await itemDtos(items) };
  }
  const changed = (list: HomeListRow) => announce(deps, scopeOf(list), 'list', list.id);

  return {
    async lists(userId: string, s: ScopeRef): Promise<HomeList[]> {
      const m = await member(db, s, userId);
      const rows = await listsRepo.ofScope(db, s);
      return Promise.all(
        rows.map((r) => listDto(r.list, { items: r.items, checked: r.checked }, userId, m.manager)),
      );
    },
    async create(userId: string, s: ScopeRef, body: z.output<typeof CreateListBody>): Promise<HomeList> {
      const m = await member(db, s, userId);
      if ((await listsRepo.countInScope(db, s)) >= SCOPE_MAX_LISTS)
        throw new Conflict(HOME_TEXTS.tooManyLists);
      const row = await listsRepo.create(db, s, { ...body, createdBy: userId });
      await announce(deps, s, 'lists');
      return listDto(row, { items: 0, checked: 0 }, userId, m.manager);
    },
    async get(userId: string, listId: string): Promise<ListWithItems> {
      const { list, manager } = await open(userId, listId);
      return whole(userId, list, manager);
    },
    async remove(userId: string, listId: string): Promise<void> {
      const { list, manager } = await open(userId, listId);
      if (!canDeleteHomeThing({ manager }, userId, list)) throw new Forbidden(HOME_TEXTS.notAllowed);
      await listsRepo.remove(db, list.id);
      await announce(deps, scopeOf(list), 'lists');
    },
    /** Adds items at the end (the meal plan sends its ingredients here too). */
    async addItems(userId: string, listId: string, items: Item[]): Promise<ListItem[]> {
      const { list } = await open(userId, listId);
      if ((await listsRepo.itemCount(db, list.id)) + items.length > LIST_MAX_ITEMS)
        throw new Conflict(HOME_TEXTS.tooManyItems);
      const rows = await listsRepo.addItems(db, list.id, items, userId);
      await changed(list);
      return itemDtos(rows);
    },
    async updateItem(userId: string, listId: string, itemId: string, body: Update): Promise<ListItem> {
      const { list } = await open(userId, listId);
      if (!(await listsRepo.findItem(db, list.id, itemId))) throw new NotFound(HOME_TEXTS.itemNotFound);
      const row = await listsRepo.updateItem(db, itemId, userId, body);
      if (!row) throw new NotFound(HOME_TEXTS.itemNotFound);
      await changed(list);
      return (await itemDtos([row]))[0] as ListItem;
    },
    async removeItem(userId: string, listId: string, itemId: string): Promise<void> {
      const { list } = await open(userId, listId);
      if (!(await listsRepo.findItem(db, list.id, itemId))) throw new NotFound(HOME_TEXTS.itemNotFound);
      await listsRepo.removeItem(db, itemId);
      await changed(list);
    },
    async moveItem(
      userId: string,
      listId: string,
      itemId: string,
      beforeId: string | null,
    ): Promise<ListWithItems> {
      const { list, manager } = await open(userId, listId);
      if (!(await listsRepo.findItem(db, list.id, itemId))) throw new NotFound(HOME_TEXTS.itemNotFound);
      if (beforeId !== itemId && !(await listsRepo.moveItem(db, list.id, itemId, beforeId)))
        throw new NotFound(HOME_TEXTS.itemNotFound);
      await changed(list);
      return whole(userId, list, manager);
    },
    /** The list's circle, for the meal plan's «в список покупок». */
    async scopeOfList(userId: string, listId: string) {
      const { list } = await open(userId, listId);
      return { scope: scopeOf(list), kind: list.kind };
    },
  };
}
export type ListsService = ReturnType<typeof createListsService>;
