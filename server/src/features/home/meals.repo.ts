import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MealRow, mealPlan } from '../../db/schema/index.ts';
import { type ScopeRef, scopeColumns } from './scope.repo.ts';

const inScope = (s: ScopeRef) =>
  s.scope === 'family' ? eq(mealPlan.familyId, s.id) : eq(mealPlan.householdId, s.id);

export const mealsRepo = {
  between(db: Db, s: ScopeRef, from: string, to: string) {
    return db
      .select()
      .from(mealPlan)
      .where(and(inScope(s), gte(mealPlan.day, from), lte(mealPlan.day, to)))
      .orderBy(asc(mealPlan.day), asc(mealPlan.meal));
  },
  /** Sets one meal of one day (insert or replace). */
  async put(
    db: Db,
    s: ScopeRef,
    values: Pick<MealRow, 'day' | 'meal' | 'title' | 'recipe' | 'recipeUrl' | 'ingredients' | 'updatedBy'>,
  ) {
    const [existing] = await db
      .select({ id: mealPlan.id })
      .from(mealPlan)
      .where(and(inScope(s), eq(mealPlan.day, values.day), eq(mealPlan.meal, values.meal)))
      .limit(1);
    if (existing) {
      const [row] = await db
        .update(mealPlan)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(mealPlan.id, existing.id))
        .returning();
      return row as MealRow;
    }
    const [row] = await db
      .insert(mealPlan)
      .values({ ...scopeColumns(s), ...values })
      .returning();
    return row as MealRow;
  },
  async remove(db: Db, s: ScopeRef, day: string, meal: 'breakfast' | 'lunch' | 'dinner') {
    const rows = await db
      .delete(mealPlan)
      .where(and(inScope(s), eq(mealPlan.day, day), eq(mealPlan.meal, meal)))
      .returning({ id: mealPlan.id });
    return rows.length > 0;
  },
};
