import { z } from 'zod';
import { Id } from './common.ts';
import { HOUSEHOLD_TEXTS } from './household-texts.ts';
import { MEMBER_STATUSES } from './member-status.ts';

export { HOUSEHOLD_TEXTS };

export const HOUSEHOLD_RELATIONSHIPS = ['roommate', 'tenant', 'family_member', 'other'] as const;

const required = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(200, { message: 'Максимум 200 символов' });
const optional = z
  .string()
  .trim()
  .max(200, { message: 'Максимум 200 символов' })
  .nullish()
  .transform((v) => v || null);

export const CreateHouseholdBody = z.object({
  household_name: required(HOUSEHOLD_TEXTS.nameRequired),
  address_street: required(HOUSEHOLD_TEXTS.streetRequired),
  address_city: required(HOUSEHOLD_TEXTS.cityRequired),
  address_state: optional,
  address_country: required(HOUSEHOLD_TEXTS.countryRequired),
  address_postal_code: optional,
  members: z.array(z.unknown()).max(0, { message: 'Жителей добавляют после создания' }).default([]),
});
export type CreateHouseholdBody = z.input<typeof CreateHouseholdBody>;

export const AddHouseholdMemberBody = z.object({
  user_id: Id,
  relationship: z.enum(HOUSEHOLD_RELATIONSHIPS, { message: 'Недопустимое отношение к домохозяйству' }),
});

/** POST /api/household/{id}/transfer-ownership: the Owner hands the household to a resident. */
export const TransferHouseholdBody = z.object({ new_owner_id: Id });

export const HouseholdMember = z.object({
  id: Id,
  user_id: Id,
  first_name: z.string(),
  last_name: z.string(),
  /** Shown to the person themself and to whoever may see it (residents, friends, family); else null. */
  email: z.string().nullable(),
  /** The resident's photo (`/api/users/avatars/<uuid>.webp`), null without one. */
  profile_picture: z.string().nullable(),
  relationship: z.enum(HOUSEHOLD_RELATIONSHIPS).nullable(),
  is_creator: z.boolean(),
  /** `invited` until the user accepts (CONTRACT §4 "Consent"). */
  status: z.enum(MEMBER_STATUSES),
  /**
   * Ability (household.policy.ts canRemoveResident): the caller may DELETE this member — the Owner
   * anyone but themself, a resident themself (moving out); nobody the Owner.
   */
  can_remove: z.boolean(),
});
export type HouseholdMember = z.infer<typeof HouseholdMember>;

export const Household = z.object({
  id: Id,
  household_name: z.string(),
  address_street: z.string(),
  address_city: z.string(),
  address_state: z.string().nullable(),
  address_country: z.string(),
  address_postal_code: z.string().nullable(),
  created_at: z.string(),
  /** Abilities (household.policy.ts): add residents (any resident), hand over (the Owner). */
  can_add_members: z.boolean(),
  can_hand_over: z.boolean(),
});
export type Household = z.infer<typeof Household>;

export const HouseholdResponse = z.object({
  household: Household.nullable(),
  members: z.array(HouseholdMember),
});
export type HouseholdResponse = z.infer<typeof HouseholdResponse>;
