import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';

export type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * A fake server for the security sections: `routes` maps `METHOD /path` to a handler (a fresh
 * response per call); anything else answers 404. Renders `ui` signed in as the test user.
 */
export function renderWithServer(ui: ReactNode, routes: Record<string, Handler>, signedIn = true) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) return jsonResponse(404, { detail: `нет ${key}` });
    return handler(init.body ? JSON.parse(String(init.body)) : undefined);
  });
  stubFetch(fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (signedIn) {
    localStorage.setItem('krug.token', 'x');
    client.setQueryData(meKey, testUser());
  } else localStorage.removeItem('krug.token');
  const view = render(
    <MemoryRouter>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
  /** The bodies sent to `METHOD /path`, in order. */
  const sent = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { ...view, client, fetchMock, sent };
}
