import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { Where } from '../../test/where.tsx';
import { meKey } from '../auth/api.ts';
import { FeedPage } from './FeedPage.tsx';

/** Issue 32 item 24: an empty module says what it is for, in its colour, with the family's posts a tap away. */

function open(module: 'marketplace' | 'journal' | 'finance' | 'services' | 'family') {
  stubFetch(vi.fn(async () => jsonResponse(200, [])));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, testUser());
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter initialEntries={[`/${module}/wall`]}>
      <Providers client={client}>
        <Routes>
          <Route path={`/${module}/wall`} element={<FeedPage module={module} view="wall" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

describe('module introductions', () => {
  it('«Маркетплейс» says what it is for, in its colour, and its composer invites a listing', async () => {
    open('marketplace');
    const intro = await screen.findByTestId('module-intro');
    expect(within(intro).getByText('Продать, отдать, одолжить — объявления вашего круга')).toBeVisible();
    expect(within(intro).getByRole('heading', { name: 'Маркетплейс' }).getAttribute('style')).toContain(
      '--color-module-marketplace-fg',
    );
    expect(screen.getByRole('button', { name: 'Что вы хотите продать, отдать или одолжить?' })).toBeVisible();
    expect(screen.queryByText(/Поделитесь новостью первым/)).toBeNull();
    await userEvent.click(within(intro).getByRole('link', { name: 'Записи семьи' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/family/wall');
  });

  it.each([
    ['journal', 'Что хочется запомнить сегодня?'],
    ['finance', 'Расскажите о расходе, сборе или совете о деньгах'],
    ['services', 'Кого вы посоветуете или кого ищете?'],
  ] as const)('«%s» has its own introduction and placeholder', async (module, placeholder) => {
    open(module);
    expect(await screen.findByTestId('module-intro')).toBeVisible();
    expect(screen.getByRole('button', { name: placeholder })).toBeVisible();
  });

  it('the family wall keeps its own invitation', async () => {
    open('family');
    expect(await screen.findByText('Записей пока нет. Поделитесь новостью первым!')).toBeVisible();
    expect(screen.queryByTestId('module-intro')).toBeNull();
  });
});
