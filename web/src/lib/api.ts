import { TOKEN_STORAGE_KEY } from '@krug/contract/auth-texts';
import i18next from '../i18n/index.ts';

/**
 * A failed call: the HTTP status (0 for a network failure), the server's `detail` and, when one
 * body field caused it, that field's dotted path (`email`, `document_data.series`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly field: string | null = null,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

/** The body field a failure is about (null when it is about none: show it at the top). */
export const errorField = (err: unknown): string | null => (err instanceof ApiError ? err.field : null);

/** The detail of a request that never reached the server (status 0); shown in the locale by errorText. */
export const NETWORK_ERROR = 'Ошибка сети. Проверьте подключение.';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

/** The next page's address in a `Link` header (`<…>; rel="next"`), or null. */
export function nextPageOf(link: string | null): string | null {
  for (const part of link?.split(',') ?? []) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (m && /(^|;)\s*rel="?next"?\s*(;|$)/i.test(m[2] ?? '')) return m[1] ?? null;
  }
  return null;
}

/** The text to show for a failure: the server's detail, else the given fallback. */
export const errorText = (err: unknown, fallback: string) => {
  if (err instanceof ApiError && err.status === 0) return i18next.t('app.networkError');
  return err instanceof ApiError && err.detail ? err.detail : fallback;
};
