import type { Gender } from '@krug/contract/auth';
import { api, call } from '../../lib/api-client.ts';

/** Sets the signed-in user's gender (`PUT /api/users/gender`); answers the updated user. */
export const saveGender = (gender: Gender) => call(api.PUT('/api/users/gender', { body: { gender } }));
