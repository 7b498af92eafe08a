import { HOME_TEXTS, type MealBody, type MealEntry, type MealsResponse } from '@krug/contract/home';
import { addDaysTo, weekdayOf } from '@krug/contract/recurrence';
import type { z } from 'zod';
import type { MealRow } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { announce, type HomeDeps, member, peopleMap } from './home-access.ts';
import { listsRepo } from './lists.repo.ts';
import type { ListsService } from './lists.service.ts';
import { mealsRepo } from './meals.repo.ts';
import type { ScopeRef } from './scope.repo.ts';

type Body = z.output<typeof MealBody>;

/** The weekly meal plan (issue 34 §2): breakfast, lunch and dinner per day; ingredients to a shopping list. */
export function createMealsService(deps: HomeDeps & { lists: ListsService }) {
  const { db, lists } = deps;
  const dtos = async (rows: MealRow[]): Promise<MealEntry[]> => {
    const people = await peopleMap(
      db,
      rows.map((r) => r.updatedBy),
    );
    return rows.map((r) => ({
      day: r.day,
      meal: r.meal,
      title: r.title,
      recipe: r.recipe,
      recipe_url: r.recipeUrl,
      ingredients: r.ingredients,
      updated_by: (r.updatedBy && people.get(r.updatedBy)) || null,
    }));
  };
  return {
    async week(userId: string, s: ScopeRef, monday: string): Promise<MealsResponse> {
      await member(db, s, userId);
      if (weekdayOf(monday) !== 0) throw new Invalid(HOME_TEXTS.weekMonday);
      return {
        week: monday,
        meals: await dtos(await mealsRepo.between(db, s, monday, addDaysTo(monday, 6))),
      };
    },
    async put(
      userId: string,
      s: ScopeRef,
      day: string,
      meal: 'breakfast' | 'lunch' | 'dinner',
      body: Body,
    ): Promise<MealEntry> {
      await member(db, s, userId);
      const row = await mealsRepo.put(db, s, {
        day,
        meal,
        title: body.title,
        recipe: body.recipe,
        recipeUrl: body.recipe_url,
        ingredients: body.ingredients,
        updatedBy: userId,
      });
      await announce(deps, s, 'meals');
      return (await dtos([row]))[0] as MealEntry;
    },
    async remove(userId: string, s: ScopeRef, day: string, meal: 'breakfast' | 'lunch' | 'dinner') {
      await member(db, s, userId);
      if (!(await mealsRepo.remove(db, s, day, meal))) throw new NotFound(HOME_TEXTS.notFound);
      await announce(deps, s, 'meals');
    },
    /**
     * One tap: the ingredients of the days [from, to] into a shopping list of the same circle (a new
     * «Покупки к меню» when none is named). Answers the list and how many items were added.
     */
    async toList(userId: string, s: ScopeRef, body: { from: string; to: string; list_id: string | null }) {
      await member(db, s, userId);
      if (body.from > body.to || addDaysTo(body.from, 31) < body.to) throw new Invalid(HOME_TEXTS.range);
      const rows = await mealsRepo.between(db, s, body.from, body.to);
      const seen = new Set<string>();
      const items = rows
        .flatMap((r) => r.ingredients)
        .filter((text) => {
          const k = text.toLocaleLowerCase('ru');
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        })
        .map((text) => ({ text, quantity: null, note: null }));
      if (items.length === 0) throw new Invalid(HOME_TEXTS.noIngredients);
      let listId = body.list_id;
      if (listId) {
        const target = await lists.scopeOfList(userId, listId);
        if (target.scope.scope !== s.scope || target.scope.id !== s.id)
          throw new NotFound(HOME_TEXTS.listNotFound);
        if (target.kind !== 'shopping') throw new Invalid(HOME_TEXTS.notShopping);
      } else {
        const made = await listsRepo.create(db, s, {
          kind: 'shopping',
          title: 'Покупки к меню',
          createdBy: userId,
        });
        listId = made.id;
        await announce(deps, s, 'lists');
      }
      const added = await lists.addItems(userId, listId, items);
      return { list_id: listId, added: added.length };
    },
  };
}
export type MealsService = ReturnType<typeof createMealsService>;
