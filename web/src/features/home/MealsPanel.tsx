import './texts.ts';
import { MEALS, type Meal, MealBody, type MealEntry } from '@krug/contract/home';
import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { formatDayMonth } from '../../lib/format.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { type Circle, useMealMutations, useMeals } from './api.ts';
import { dayHeading, WeekNav } from './WeekNav.tsx';
import { addDays, mondayOf, today, weekDays } from './week.ts';

/** The weekly menu (breakfast, lunch, dinner per day); its ingredients go to a shopping list in one tap. */
export function MealsPanel({ circle, onOpenList }: { circle: Circle; onOpenList(id: string): void }) {
  const { t } = useTranslation('home');
  const [monday, setMonday] = useState(() => mondayOf(today()));
  const meals = useMeals(circle, monday);
  const { toList } = useMealMutations(circle);
  const [editing, setEditing] = useState<{ day: string; meal: Meal; entry?: MealEntry } | null>(null);
  const sendToList = () =>
    toList.mutate(
      { from: monday, to: addDays(monday, 6) },
      {
        onSuccess: (r) => {
          notify({ type: 'info', message: t('home.toListDone', { n: r.added }) });
          onOpenList(r.list_id);
        },
        onError: (err) => notify({ type: 'error', message: errorText(err, t('home.failed')) }),
      },
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <WeekNav monday={monday} onChange={setMonday} />
        <button
          type="button"
          className={buttonClass('primary', 'ml-auto min-h-11')}
          onClick={sendToList}
          disabled={toList.isPending}
        >
          <ShoppingCart aria-hidden="true" className="h-4 w-4" />
          {t('home.toList')}
        </button>
      </div>
      {meals.isPending ? (
        <ListSkeleton rows={4} />
      ) : meals.isError ? (
        <ErrorState error={meals.error} onRetry={() => void meals.refetch()} />
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {weekDays(monday).map((day) => (
            <li key={day} className="rounded-xl p-3 ring-1 ring-line" data-day={day}>
              <h3 className="text-sm font-semibold">{dayHeading(day)}</h3>
              <dl className="mt-2 flex flex-col gap-1">
                {MEALS.map((meal) => {
                  const entry = meals.data.meals.find((m) => m.day === day && m.meal === meal);
                  return (
                    <div key={meal} className="flex items-baseline gap-2">
                      <dt className="w-20 shrink-0 text-xs text-fg-faint">{t(`home.meals.${meal}`)}</dt>
                      <dd className="min-w-0 flex-1">
                        <button
                          type="button"
                          className="min-h-11 w-full truncate rounded-lg px-2 text-left text-sm hover:bg-surface-sunken"
                          onClick={() => setEditing({ day, meal, ...(entry ? { entry } : {}) })}
                        >
                          {entry ? entry.title : <span className="text-fg-faint">{t('home.emptyMeal')}</span>}
                        </button>
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          ))}
        </ol>
      )}
      {editing ? <MealDialog circle={circle} {...editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function MealDialog({
  circle,
  day,
  meal,
  entry,
  onClose,
}: {
  circle: Circle;
  day: string;
  meal: Meal;
  entry?: MealEntry;
  onClose(): void;
}) {
  const { t } = useTranslation('home');
  const { save, clear } = useMealMutations(circle);
  const [title, setTitle] = useState(entry?.title ?? '');
  const [recipe, setRecipe] = useState(entry?.recipe ?? '');
  const [url, setUrl] = useState(entry?.recipe_url ?? '');
  const [ingredients, setIngredients] = useState(entry?.ingredients.join('\n') ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = MealBody.safeParse({
      title,
      recipe,
      recipe_url: url,
      ingredients: ingredients
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    save.mutate(
      { day, meal, ...parsed.data },
      { onSuccess: onClose, onError: (err) => setError(errorText(err, t('home.failed'))) },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${t(`home.meals.${meal}`)}, ${formatDayMonth(day)}`}
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field
          label={t('home.mealTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={error ?? undefined}
        />
        <label className="flex flex-col gap-1 text-sm font-medium text-fg-muted">
          {t('home.recipe')}
          <textarea
            value={recipe}
            onChange={(e) => setRecipe(e.target.value)}
            rows={3}
            className="rounded-lg border border-line-strong bg-surface px-3 py-2 font-normal text-fg"
          />
        </label>
        <Field label={t('home.recipeUrl')} type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        <label className="flex flex-col gap-1 text-sm font-medium text-fg-muted">
          {t('home.ingredients')}
          <textarea
            value={ingredients}
            onChange={(e) => setIngredients(e.target.value)}
            rows={4}
            className="rounded-lg border border-line-strong bg-surface px-3 py-2 font-normal text-fg"
          />
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          {entry ? (
            <button
              type="button"
              className={buttonClass('ghost', 'mr-auto')}
              onClick={() => clear.mutate({ day, meal }, { onSuccess: onClose })}
            >
              {t('home.clearMeal')}
            </button>
          ) : null}
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('home.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            {t('home.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
