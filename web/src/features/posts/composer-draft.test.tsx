import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { ApiError, NETWORK_ERROR } from '../../lib/api.ts';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { Composer } from './Composer.tsx';

// Issue 32 items 9 and 15: thumbnails with remove, reorder and progress; a publish that fails keeps
// its attachments and a retry uploads only what is missing; a half-written post is not thrown away
// without asking.
const uploads = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('../media/api.ts', () => ({
  uploadMedia: (file: File, fields: unknown, onProgress?: (f: number) => void) =>
    uploads.fn(file, fields, onProgress),
}));

const me = testUser();
const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

function renderComposer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter>
      <Providers client={client}>
        <Composer module="news" />
      </Providers>
    </MemoryRouter>,
  );
}

async function openComposer() {
  await userEvent.click(screen.getByRole('button', { name: 'Что у вас нового?' }));
  // The dialog's code loads on the first open (slowly on a busy machine).
  return screen.findByRole('dialog', { name: 'Создать запись' }, { timeout: 15_000 });
}

const fileInput = () => document.getElementById('composer-files') as HTMLInputElement;
const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Прикреплённые файлы' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

beforeEach(() => {
  uploads.fn.mockReset();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

describe('composer attachments', { timeout: 30_000 }, () => {
  it('shows thumbnails of the photos, removes one and moves one earlier', async () => {
    renderComposer();
    await openComposer();
    await userEvent.upload(fileInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(thumbnails()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(screen.getByRole('img', { name: 'a.jpg' })).toHaveAttribute('src', 'blob:preview-1');
    await userEvent.click(screen.getByRole('button', { name: 'Переместить раньше: c.jpg' }));
    expect(thumbnails()).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    await userEvent.click(screen.getByRole('button', { name: 'Убрать файл: a.jpg' }));
    expect(thumbnails()).toEqual(['c.jpg', 'b.jpg']);
    expect(screen.getByRole('button', { name: 'Переместить раньше: c.jpg' })).toBeDisabled();
  });

  it('keeps the photos when the connection drops; the retry uploads each photo once and posts them in order', async () => {
    const fetch = stubFetch(vi.fn().mockResolvedValue(jsonResponse(201, {})));
    let release: (() => void) | undefined;
    uploads.fn.mockImplementation(async (file: File, _f: unknown, onProgress?: (f: number) => void) => {
      if (file.name === 'b.jpg' && uploads.fn.mock.calls.filter(([f]) => f.name === 'b.jpg').length === 1)
        throw new ApiError(0, NETWORK_ERROR);
      if (file.name === 'a.jpg') {
        onProgress?.(0.5);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return { id: `id-${file.name}` };
    });
    renderComposer();
    const dialog = await openComposer();
    await userEvent.type(within(dialog).getByLabelText('Текст записи'), 'Внуки на даче');
    await userEvent.upload(fileInput(), [photo('a.jpg'), photo('b.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    // Progress of the photo going up.
    expect(await screen.findByRole('progressbar', { name: 'Загружается a.jpg: 50%' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    release?.();
    expect(await screen.findByText(/Нет соединения/)).toBeInTheDocument();
    // Nothing was posted and nothing was lost.
    expect(fetch.mock.calls.filter(([url]) => url === '/api/posts')).toHaveLength(0);
    expect(thumbnails()).toEqual(['a.jpg', 'b.jpg']);
    expect(within(dialog).getByLabelText('Текст записи')).toHaveValue('Внуки на даче');

    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/posts')).toHaveLength(1));
    expect(uploads.fn.mock.calls.map(([f]) => f.name)).toEqual(['a.jpg', 'b.jpg', 'b.jpg']);
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/posts') as [string, { body: string }];
    expect(JSON.parse(init.body)).toMatchObject({
      content: 'Внуки на даче',
      media_file_ids: ['id-a.jpg', 'id-b.jpg'],
    });
  });

  it('publishes by itself when the connection comes back', async () => {
    const fetch = stubFetch(vi.fn().mockResolvedValue(jsonResponse(201, {})));
    uploads.fn.mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR)).mockResolvedValue({ id: 'id-a' });
    renderComposer();
    await openComposer();
    await userEvent.upload(fileInput(), [photo('a.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await screen.findByText(/Нет соединения/);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/posts')).toHaveLength(1));
    expect(uploads.fn).toHaveBeenCalledTimes(2);
  });
});

describe('a half-written post', () => {
  it('Escape asks before throwing it away; «Продолжить» keeps it, «Отменить запись» clears it', async () => {
    renderComposer();
    const dialog = await openComposer();
    await userEvent.type(within(dialog).getByLabelText('Текст записи'), 'Черновик');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Отменить запись?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Текст записи')).toHaveValue('Черновик');

    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отменить запись' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openComposer();
    expect(screen.getByLabelText('Текст записи')).toHaveValue('');
  });

  it('Back closes the composer instead of leaving the page, and asks when there is a draft', async () => {
    renderComposer();
    const dialog = await openComposer();
    // An entry at the same address, which Back pops.
    expect(window.history.state).toMatchObject({ krugOverlay: expect.any(String) });
    await userEvent.type(within(dialog).getByLabelText('Текст записи'), 'Черновик');
    window.history.back();
    expect(await screen.findByRole('alertdialog', { name: 'Отменить запись?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByRole('dialog', { name: 'Создать запись' })).toBeInTheDocument();
    expect(screen.getByLabelText('Текст записи')).toHaveValue('Черновик');
  });
});
