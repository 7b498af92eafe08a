import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { PopularTags } from './PopularTags.tsx';

function serve(...answers: [number, unknown][]) {
  const calls: string[] = [];
  stubFetch(
    vi.fn((url: string) => {
      calls.push(url);
      const [status, body] = answers[Math.min(calls.length, answers.length) - 1] ?? [500, {}];
      return Promise.resolve(jsonResponse(status, body));
    }),
  );
  return calls;
}

const widget = () => renderApp(<PopularTags />, { path: '/news/feed', route: '/:module/feed' });

describe('PopularTags', () => {
  it('shows the real tags with their counts, each opening the tag’s search', async () => {
    const calls = serve([
      200,
      {
        tags: [
          { tag: 'дача', count: 12 },
          { tag: 'рыбалка', count: 1 },
        ],
      },
    ]);
    widget();
    const card = screen.getByRole('region', { name: 'Популярные теги' });
    const dacha = await within(card).findByRole('link', { name: '#дача: 12 записей' });
    expect(dacha).toHaveAttribute('href', `/news/search?q=${encodeURIComponent('#дача')}`);
    expect(dacha).toHaveTextContent('#дача12');
    expect(within(card).getByRole('link', { name: '#рыбалка: 1 запись' })).toBeInTheDocument();
    expect(calls).toEqual(['/api/tags/popular']);
  });

  it('says honestly when there are no tags yet, inventing none', async () => {
    serve([200, { tags: [] }]);
    widget();
    expect(await screen.findByText(/За неделю тегов ещё не было/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the tags could not load, and retries', async () => {
    serve([500, { detail: 'Ошибка' }], [200, { tags: [{ tag: 'дача', count: 2 }] }]);
    widget();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить теги');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: '#дача: 2 записи' })).toBeInTheDocument();
  });
});
