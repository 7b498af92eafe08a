import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../lib/api.ts';
import { stubFetch } from '../test/fetch.ts';
import { jsonResponse, renderApp, testUser } from '../test/render.tsx';
import { RequireOnboarded } from './guards.tsx';

function openHome(user: ReturnType<typeof testUser>) {
  tokenStore.set('token');
  stubFetch((path) =>
    path === '/api/auth/me' ? jsonResponse(200, user) : jsonResponse(404, { detail: 'Не найдено' }),
  );
  renderApp(
    <Routes>
      <Route
        path="/"
        element={
          <RequireOnboarded>
            <p>Лента</p>
          </RequireOnboarded>
        }
      />
      <Route path="/onboarding" element={<p>Мастер</p>} />
    </Routes>,
  );
}

describe('RequireOnboarded (issue 32 item 18)', () => {
  it('a new browser (no local flag) does not ask again when the server remembers the onboarding', async () => {
    openHome(testUser({ onboarding_completed: true }));
    expect(await screen.findByText('Лента')).toBeVisible();
    expect(screen.queryByText('Мастер')).toBeNull();
  });

  it('a user who never finished it is sent to the wizard', async () => {
    openHome(testUser({ onboarding_completed: false }));
    expect(await screen.findByText('Мастер')).toBeVisible();
  });
});
