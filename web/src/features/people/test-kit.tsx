import type { PersonSummary } from '@krug/contract/people';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';

export const me = testUser();
export const boris: PersonSummary = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Борис',
  last_name: 'Петров',
  profile_picture: null,
};
export const vera: PersonSummary = {
  id: '33333333-3333-4333-8333-333333333333',
  first_name: 'Вера',
  last_name: 'Смирнова',
  profile_picture: null,
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** Renders `ui` at `path` (matching `route`) with the app's providers, signed in as Анна. */
export function renderAt(path: string, route: string, ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <Routes>
          <Route
            path={route}
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

type Answer = [number, unknown] | ((body: unknown) => [number, unknown]);

/**
 * A fake server: answers `"GET /path"` (or just `"/path"` for a GET) and `"POST /path"` … with the
 * given status and body; an unlisted call never answers. Returns the calls made, as `"METHOD url"`.
 */
export function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  stubFetch(
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const a = answers[`${method} ${url}`] ?? (method === 'GET' ? answers[url] : undefined);
      if (!a) return new Promise(() => {});
      const [status, body] =
        typeof a === 'function' ? a(init.body ? JSON.parse(String(init.body)) : undefined) : a;
      return Promise.resolve(status === 204 ? new Response(null, { status }) : jsonResponse(status, body));
    }),
  );
  return calls;
}

/** The parts of a person's page a test about something else leaves empty (issue 32 item 14). */
export const noDetails = { about: null, cover_picture: null, mutual_friends: null } as const;
