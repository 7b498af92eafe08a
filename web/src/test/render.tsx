import type { User } from '@krug/contract/auth';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Providers } from '../app/providers.tsx';

/** Renders with the app's providers and a router at `path`; other routes show their path. */
export function renderApp(ui: ReactNode, { path = '/', route = '*' } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/where/:somewhere" element={<p>moved</p>} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The signed-in user of component tests (Анна Иванова); fields may be overridden. */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: '11111111-1111-4111-8111-111111111111',
  email: 'a@b.ru',
  first_name: 'Анна',
  last_name: 'Иванова',
  middle_name: null,
  phone: null,
  name_alias: null,
  profile_picture: null,
  gender: 'FEMALE',
  affiliations: [],
  language: 'ru',
  theme: 'system',
  instance_role: 'user',
  email_verified: true,
  onboarding_completed: true,
  created_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
