import type { LoginBody, RegisterBody } from '@krug/contract/auth';
import type { PasswordResetConfirmBody, PasswordResetRequestBody } from '@krug/contract/mail';
import { api, call } from '../../lib/api-client.ts';

export const meKey = ['me'] as const;

export const authApi = {
  me: (signal?: AbortSignal) => call(api.GET('/api/auth/me', { signal })),
  login: (body: LoginBody) => call(api.POST('/api/auth/login', { body })),
  register: (body: RegisterBody) => call(api.POST('/api/auth/register', { body })),
  /** This device's session ends on the server too (it leaves «Сеансы и устройства»). */
  logout: () => call(api.POST('/api/auth/logout')),
  requestPasswordReset: (body: PasswordResetRequestBody) =>
    call(api.POST('/api/auth/password-reset/request', { body })),
  confirmPasswordReset: (body: PasswordResetConfirmBody) =>
    call(api.POST('/api/auth/password-reset/confirm', { body })),
};
