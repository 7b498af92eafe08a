import type { User } from '@krug/contract/auth';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';

export type Handler = (body: unknown, url: string) => Response | Promise<Response>;

/**
 * A fake server for the admin screens: `routes` maps `METHOD /path` (the query string left out) to
 * a handler; anything else answers 404. Renders `ui` at `path` signed in as `user`.
 */
export function renderAdmin(
  ui: ReactNode,
  routes: Record<string, Handler>,
  {
    user = testUser({ instance_role: 'admin' }),
    path = '/admin/users',
    route = '/admin/:section?',
  }: { user?: User; path?: string; route?: string } = {},
) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = routes[key];
    if (!handler) return jsonResponse(404, { detail: `нет ${key}` });
    return handler(init.body ? JSON.parse(String(init.body)) : undefined, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  localStorage.setItem('krug.token', 'x');
  client.setQueryData(meKey, user);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  /** The calls made to `METHOD /path`: their full URLs and bodies, in order. */
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key)
      .map(([url, init]) => ({
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      }));
  return { ...view, client, fetchMock, calls };
}

export const instance = () =>
  jsonResponse(200, { instance_name: 'Круг Ивановых', registration_mode: 'open' });
