import type { User } from '@krug/contract/auth';
import { flags } from '../../lib/flags.ts';

/** Whether the shell asks the gender (GenderModal): apart from the modal, which loads only then. */
export const needsGender = (user: User) => user.gender === null && !flags.genderAsked(user.id);
