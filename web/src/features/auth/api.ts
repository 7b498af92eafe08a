import type { AuthResponse, LoginBody, LoginResponse, RegisterBody, User } from '@krug/contract/auth';
import { apiFetch } from '../../lib/api.ts';

export const meKey = ['me'] as const;

export const authApi = {
  me: (signal?: AbortSignal) => apiFetch<User>('/api/auth/me', { signal }),
  login: (body: LoginBody) => apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body }),
  register: (body: RegisterBody) => apiFetch<AuthResponse>('/api/auth/register', { method: 'POST', body }),
};
