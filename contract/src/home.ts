import { z } from 'zod';
import { Id, IsoDate } from './common.ts';
import { FREQS, Recurrence, WEEKDAYS } from './recurrence.ts';

/**
 * Shared lists, chores and the weekly meal plan of a family or a household (issue 34 §2). Every
 * call is addressed by its circle: `/api/home/{scope}/{scope_id}/…`; only its active members see it.
 */
export const HOME_TEXTS = {
  notFound: 'Не найдено',
  listNotFound: 'Список не найден',
  itemNotFound: 'Пункт списка не найден',
  choreNotFound: 'Дело не найдено',
  titleRequired: 'Введите название',
  textRequired: 'Введите, что добавить',
  tooManyLists: 'Слишком много списков: удалите ненужные',
  tooManyItems: 'В списке слишком много пунктов',
  notAllowed: 'Удалить может только автор или управляющий семьи (владелец дома)',
  assigneeNotMember: 'Исполнитель должен быть участником',
  badTime: 'Время в формате ЧЧ:ММ',
  badUrl: 'Ссылка должна начинаться с http:// или https://',
  noIngredients: 'В меню на эти дни нет ингредиентов',
  notShopping: 'Ингредиенты отправляются только в список покупок',
  weekMonday: 'Неделя начинается с понедельника',
  range: 'Укажите период не длиннее 62 дней',
  /** The chore reminder notification. */
  choreReminder: (title: string, when: string) => `Напоминание: «${title}» — ${when}`,
} as const;

export const HOME_SCOPES = ['family', 'household'] as const;
export type HomeScope = (typeof HOME_SCOPES)[number];
export const LIST_KINDS = ['shopping', 'todo', 'packing'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];
export const CHORE_STATUSES = ['done', 'skipped'] as const;

export const LIST_MAX_ITEMS = 500;
export const SCOPE_MAX_LISTS = 100;
export const CHORE_RANGE_MAX_DAYS = 62;

export const HomeScopeParams = z.object({
  scope: z.enum(HOME_SCOPES, { message: 'Неизвестный круг' }),
  scope_id: Id,
});

const text = (max: number, message: string = HOME_TEXTS.titleRequired) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `Максимум ${max} символов` });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Максимум ${max} символов` })
    .nullish()
    .transform((v) => v || null);
const Person = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});
export type HomePerson = z.infer<typeof Person>;

// --- Lists ---

export const CreateListBody = z.object({
  kind: z.enum(LIST_KINDS, { message: 'Выберите вид списка' }),
  title: text(120),
});
export type CreateListBody = z.input<typeof CreateListBody>;

export const HomeList = z.object({
  id: Id,
  scope: z.enum(HOME_SCOPES),
  scope_id: Id,
  kind: z.enum(LIST_KINDS),
  title: z.string(),
  item_count: z.number().int(),
  checked_count: z.number().int(),
  created_by: Person.nullable(),
  created_at: z.string(),
  can_delete: z.boolean(),
});
export type HomeList = z.infer<typeof HomeList>;
export const HomeListsResponse = z.object({ lists: z.array(HomeList) });

export const ListItem = z.object({
  id: Id,
  text: z.string(),
  quantity: z.string().nullable(),
  note: z.string().nullable(),
  checked: z.boolean(),
  checked_by: Person.nullable(),
  checked_at: z.string().nullable(),
  added_by: Person.nullable(),
  /** Goes up by one with every change; two changes of one item at once both land (each sets its own fields). */
  version: z.number().int(),
  created_at: z.string(),
});
export type ListItem = z.infer<typeof ListItem>;
export const ListWithItems = z.object({ list: HomeList, items: z.array(ListItem) });
export type ListWithItems = z.infer<typeof ListWithItems>;

export const AddItemBody = z.object({
  text: text(300, HOME_TEXTS.textRequired),
  quantity: optionalText(50),
  note: optionalText(500),
});
export type AddItemBody = z.input<typeof AddItemBody>;

/** Only the fields sent change (checking is «set to checked», not a toggle, so two ticks agree). */
export const UpdateItemBody = z
  .object({
    text: text(300, HOME_TEXTS.textRequired).optional(),
    quantity: optionalText(50).optional(),
    note: optionalText(500).optional(),
    checked: z.boolean({ message: 'checked: ожидалось true или false' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Нечего менять', path: ['text'] });
export type UpdateItemBody = z.input<typeof UpdateItemBody>;

/** Moves an item before another one (null: to the end). */
export const MoveItemBody = z.object({ before_id: Id.nullable() });

// --- Chores ---

const Time = z
  .string({ message: HOME_TEXTS.badTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: HOME_TEXTS.badTime })
  .nullish()
  .transform((v) => v ?? null);

export const ChoreBody = z.object({
  title: text(200),
  assignee_id: Id.nullish().transform((v) => v ?? null),
  start_date: IsoDate,
  due_time: Time,
  recurrence: Recurrence.nullish().transform((v) => v ?? null),
  /** Minutes before the due time (09:00 when none) to remind the assignee; null: no reminder. */
  remind_minutes_before: z
    .number()
    .int()
    .min(0)
    .max(40_320)
    .nullish()
    .transform((v) => v ?? null),
});
export type ChoreBody = z.input<typeof ChoreBody>;

export const Chore = z.object({
  id: Id,
  title: z.string(),
  assignee: Person.nullable(),
  start_date: z.string(),
  due_time: z.string().nullable(),
  recurrence: z
    .object({
      freq: z.enum(FREQS),
      interval: z.number().int(),
      until: z.string().nullable(),
      count: z.number().int().nullable(),
      by_day: z.array(z.enum(WEEKDAYS)),
    })
    .nullable(),
  remind_minutes_before: z.number().int().nullable(),
});
export type Chore = z.infer<typeof Chore>;

export const ChoreOccurrence = z.object({
  chore_id: Id,
  date: z.string(),
  status: z.enum(CHORE_STATUSES).nullable(),
  marked_by: Person.nullable(),
});
export type ChoreOccurrence = z.infer<typeof ChoreOccurrence>;

export const ChoresQuery = z
  .object({ from: IsoDate, to: IsoDate })
  .refine(
    (q) => q.from <= q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= CHORE_RANGE_MAX_DAYS,
    { message: HOME_TEXTS.range },
  );
export const ChoresResponse = z.object({
  chores: z.array(Chore),
  occurrences: z.array(ChoreOccurrence),
  people: z.array(Person),
});
export type ChoresResponse = z.infer<typeof ChoresResponse>;

export const MarkChoreBody = z.object({
  status: z.enum(CHORE_STATUSES, { message: 'Отметьте: сделано или пропущено' }).nullable(),
});

// --- Meal plan ---

export const MealBody = z.object({
  title: text(200),
  recipe: optionalText(5000),
  recipe_url: z
    .string()
    .trim()
    .max(1000)
    .regex(/^https?:\/\/\S+$/i, { message: HOME_TEXTS.badUrl })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
  ingredients: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
});
export type MealBody = z.input<typeof MealBody>;

export const MealEntry = z.object({
  day: z.string(),
  meal: z.enum(MEALS),
  title: z.string(),
  recipe: z.string().nullable(),
  recipe_url: z.string().nullable(),
  ingredients: z.array(z.string()),
  updated_by: Person.nullable(),
});
export type MealEntry = z.infer<typeof MealEntry>;
export const MealsQuery = z.object({ week: IsoDate });
export const MealsResponse = z.object({ week: z.string(), meals: z.array(MealEntry) });
export type MealsResponse = z.infer<typeof MealsResponse>;
export const MealParams = HomeScopeParams.extend({ day: IsoDate, meal: z.enum(MEALS) });

/** POST …/meals/to-list: the ingredients of [from, to] into a shopping list (a new one when none is named). */
export const MealsToListBody = z.object({
  from: IsoDate,
  to: IsoDate,
  list_id: Id.nullish().transform((v) => v ?? null),
});
export const MealsToListResponse = z.object({ list_id: Id, added: z.number().int() });

/** The live event of the home area: something of a circle changed; open screens refetch it. */
export type HomeLiveEvent = {
  type: 'home.changed';
  scope: HomeScope;
  scope_id: string;
  what: 'lists' | 'list' | 'chores' | 'meals';
  list_id?: string;
};
