import { z } from 'zod';
import { Id, IsoDate } from './common.ts';
import { NAME_MAX_LENGTH } from './limits.ts';
import { MEMBER_STATUSES } from './member-status.ts';

/** The family tree (issue 34 §1): people, the links between them, and adding relatives from the tree. */
export const TREE_TEXTS = {
  anchorNotFound: 'Человек не найден в древе',
  personNotFound: 'Человек не найден в древе',
  nameRequired: 'Укажите имя и фамилию',
  deathBeforeBirth: 'Дата смерти не может быть раньше даты рождения',
  futureDate: 'Дата не может быть в будущем',
  alreadyLinked: 'Эти люди уже связаны так в древе',
  tooManyParents: 'У человека в древе уже два родителя',
  photoNotFound: 'Фото не найдено в вашей медиатеке',
  hasAccount: 'У этого человека есть аккаунт: свои данные он меняет сам',
  personOrUser: 'Укажите либо данные человека, либо аккаунт для приглашения',
} as const;

export const TREE_RELATIONS = ['parent', 'child', 'spouse', 'sibling'] as const;
export type TreeRelation = (typeof TREE_RELATIONS)[number];
export const TREE_LINK_KINDS = ['parent', 'spouse', 'sibling'] as const;
export const TREE_GENDERS = ['MALE', 'FEMALE', 'IT'] as const;

const today = () => new Date().toISOString().slice(0, 10);
const pastDate = IsoDate.refine((d) => d <= today(), { message: TREE_TEXTS.futureDate });
const personName = z
  .string({ message: TREE_TEXTS.nameRequired })
  .trim()
  .min(1, { message: TREE_TEXTS.nameRequired })
  .max(NAME_MAX_LENGTH, { message: `Максимум ${NAME_MAX_LENGTH} символов` });

/** A relative without an account, as entered in the tree. */
export const TreePersonFields = z
  .object({
    first_name: personName,
    last_name: personName,
    gender: z
      .enum(TREE_GENDERS, { message: 'Выберите пол' })
      .nullish()
      .transform((v) => v ?? null),
    date_of_birth: pastDate.nullish().transform((v) => v ?? null),
    date_of_death: pastDate.nullish().transform((v) => v ?? null),
    is_deceased: z.boolean().default(false),
    /**
     * A photo from the adder's own library; null removes it. Left out when editing, the person
     * keeps the photo they have (the tree answers only its address, not the file's id).
     */
    photo_media_id: Id.nullish(),
  })
  .refine((p) => !p.date_of_birth || !p.date_of_death || p.date_of_death >= p.date_of_birth, {
    message: TREE_TEXTS.deathBeforeBirth,
    path: ['date_of_death'],
  })
  // A date of death says the person has died.
  .transform((p) => ({ ...p, is_deceased: p.is_deceased || !!p.date_of_death }));
export type TreePersonFields = z.input<typeof TreePersonFields>;

/**
 * POST /api/family/{id}/tree/relatives: a relative of `anchor_id` (a person of the tree) — a record
 * (`person`) or an invitation to an account (`user_id`, consent as for any family invitation).
 */
export const AddRelativeBody = z
  .object({
    anchor_id: Id,
    relation: z.enum(TREE_RELATIONS, { message: 'Выберите, кем приходится человек' }),
    person: TreePersonFields.optional(),
    user_id: Id.optional(),
  })
  .refine((b) => !!b.person !== !!b.user_id, { message: TREE_TEXTS.personOrUser, path: ['person'] });
export type AddRelativeBody = z.input<typeof AddRelativeBody>;

export const TreePerson = z.object({
  /** The family member row's id. */
  id: Id,
  user_id: Id.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(TREE_GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  date_of_death: z.string().nullable(),
  is_deceased: z.boolean(),
  photo_url: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  /** What the person is to the viewer («бабушка», «двоюродный брат»), null when not connected. */
  kinship: z.string().nullable(),
  /** The steps from the viewer to the person (for the viewer's language), null when not connected. */
  path: z
    .array(z.object({ rel: z.enum(TREE_RELATIONS), gender: z.enum(TREE_GENDERS).nullable() }))
    .nullable(),
});
export type TreePerson = z.infer<typeof TreePerson>;

export const TreeLink = z.object({
  id: Id.nullable(),
  from: Id,
  to: Id,
  kind: z.enum(TREE_LINK_KINDS),
});
export type TreeLink = z.infer<typeof TreeLink>;

export const FamilyTreeResponse = z.object({
  people: z.array(TreePerson),
  links: z.array(TreeLink),
  /** The viewer's own person in the tree. */
  me: Id,
  /** Whether the viewer adds, edits and removes people (the family's PARENTs). */
  can_edit: z.boolean(),
});
export type FamilyTreeResponse = z.infer<typeof FamilyTreeResponse>;
