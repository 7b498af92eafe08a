import type { AuthResponse, LoginBody, LoginResponse, RegisterBody, User } from '@krug/contract/auth';
import type {
  MessageResponse,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '@krug/contract/mail';
import { apiFetch } from '../../lib/api.ts';

export const meKey = ['me'] as const;

export const authApi = {
  me: (signal?: AbortSignal) => apiFetch<User>('/api/auth/me', { signal }),
  login: (body: LoginBody) => apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body }),
  register: (body: RegisterBody) => apiFetch<AuthResponse>('/api/auth/register', { method: 'POST', body }),
  requestPasswordReset: (body: PasswordResetRequestBody) =>
    apiFetch<MessageResponse>('/api/auth/password-reset/request', { method: 'POST', body }),
  confirmPasswordReset: (body: PasswordResetConfirmBody) =>
    apiFetch<MessageResponse>('/api/auth/password-reset/confirm', { method: 'POST', body }),
};
