import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { JournalPage } from './JournalPage.tsx';
import { OnThisDay } from './OnThisDay.tsx';

const author = {
  id: '11111111-1111-4111-8111-111111111111',
  first_name: 'Анна',
  last_name: 'Иванова',
  profile_picture: null,
};
const photo = {
  id: '44444444-4444-4444-8444-444444444444',
  original_filename: 'дача.jpg',
  file_type: 'image',
  file_url: '/api/media/x/file?sig=1',
  thumbnail_url: null,
  variants: [],
  width: 800,
  height: 600,
  placeholder: null,
};
const entry = {
  id: '55555555-5555-4555-8555-555555555555',
  author,
  family_id: null,
  visibility: 'ONLY_ME',
  entry_date: '2025-11-26',
  content: 'Первый снег на даче',
  mood: 'joy',
  tags: ['дача'],
  media_files: [],
  created_at: '2025-11-26T10:00:00Z',
  updated_at: '2025-11-26T10:00:00Z',
  can_edit: true,
};

afterEach(() => localStorage.clear());

function stub(years: object[]) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/memories/on-this-day'))
        return jsonResponse(200, { date: '2026-11-26', years });
      if (url.startsWith('/api/journal') && method === 'GET')
        return jsonResponse(200, { entries: [entry], next_cursor: null });
      if (method === 'POST') return jsonResponse(201, entry);
      return jsonResponse(404, { detail: 'Не найдено' });
    }),
  );
  return calls;
}

describe('journal', () => {
  it('writes an entry with a mood, tags and who sees it', async () => {
    const calls = stub([]);
    renderApp(<JournalPage />);
    expect(await screen.findByText('Первый снег на даче')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Новая запись' });
    await userEvent.type(within(form).getByLabelText('Что хочется запомнить'), 'Сегодня пекли пироги');
    await userEvent.selectOptions(within(form).getByLabelText('Настроение'), 'love');
    await userEvent.selectOptions(within(form).getByLabelText('Кто увидит'), 'FAMILY_ONLY');
    await userEvent.type(within(form).getByLabelText('Метки (через запятую)'), 'семья, #Пироги');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      content: 'Сегодня пекли пироги',
      mood: 'love',
      visibility: 'FAMILY_ONLY',
      tags: ['семья', '#Пироги'],
      media_ids: [],
    });
  });

  it('says what is empty instead of posting an empty entry', async () => {
    const calls = stub([]);
    renderApp(<JournalPage />);
    const form = await screen.findByRole('form', { name: 'Новая запись' });
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Напишите, что хочется запомнить');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('«В этот день» shows a photo and an entry from a year ago; on the wall nothing when there is nothing', async () => {
    stub([{ year: 2025, years_ago: 1, posts: [], entries: [entry], photos: [photo] }]);
    renderApp(<OnThisDay card />);
    const card = await screen.findByRole('region', { name: 'В этот день' });
    expect(within(card).getByRole('heading', { name: '2025' })).toBeVisible();
    expect(within(card).getByText('Первый снег на даче')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Фото 1' })).toBeVisible();
  });

  it('hides the wall card when nothing happened on this day', async () => {
    const calls = stub([]);
    renderApp(<OnThisDay card />);
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/memories/on-this-day'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'В этот день' })).toBeNull());
  });
});
