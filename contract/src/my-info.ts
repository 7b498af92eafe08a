import { z } from 'zod';
import { Gender } from './auth.ts';

export const MARRIAGE_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export const MarriageStatus = z.enum(MARRIAGE_STATUSES, { message: 'Недопустимое семейное положение' });
export const DEFAULT_MARRIAGE_STATUS = 'SINGLE' as const;

/** GET /api/my-info: the user's details as loaded for the sections basic, address and marriage. */
export const MyInfo = z.object({
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  name_alias: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  gender: Gender.nullable(),
  date_of_birth: z.string().nullable(),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_country: z.string().nullable(),
  address_postal_code: z.string().nullable(),
  /** The stored status; SINGLE by default (spec §9) even before the person picks one. */
  marriage_status: MarriageStatus,
  /** Whether the person picked their status: until then screens say «Не указано» (issue 32 item 23). */
  marriage_status_chosen: z.boolean(),
  /** A spouse the user's family records (a member, or a relative by name), offered as the spouse's name. */
  family_spouse_name: z.string().nullable(),
  spouse_name: z.string().nullable(),
  spouse_phone: z.string().nullable(),
  /** Street, city, country and marriage status are all present (02 §4: the family wizard's step 1). */
  profile_completed: z.boolean(),
});
export type MyInfo = z.infer<typeof MyInfo>;
