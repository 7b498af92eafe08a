import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { Where } from '../../test/where.tsx';
import { meKey } from '../auth/api.ts';
import { FeedPage } from './FeedPage.tsx';

it('a filter that finds nothing says so and clears, instead of inviting the first post (issue 32 item 14)', async () => {
  const asked: string[] = [];
  stubFetch(
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(jsonResponse(200, []));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, testUser());
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter initialEntries={['/family/wall?filter=public']}>
      <Providers client={client}>
        <Routes>
          <Route
            path="/:module/wall"
            element={
              <>
                <FeedPage module="family" view="wall" />
                <Where />
              </>
            }
          />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  expect(await screen.findByText('По этому фильтру ничего не нашлось')).toBeInTheDocument();
  expect(screen.queryByText('Записей пока нет. Поделитесь новостью первым!')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтр' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/family\/wall$/);
  expect(await screen.findByText('Записей пока нет. Поделитесь новостью первым!')).toBeInTheDocument();
});
