import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, keys } from 'idb-keyval';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { ApiError, NETWORK_ERROR } from '../../lib/api.ts';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { Composer } from './Composer.tsx';
import { forgetKeptFilesBut } from './outbox-files.ts';

/**
 * Issue 35 §2 / issue 32 item 15: a photo post written offline closes the composer and waits in the
 * outbox as «Отправляется» with its thumbnails, its photos kept in IndexedDB (so it survives a
 * restart); back online, each photo is uploaded with its own key, then the post is made once with
 * them; cancelled or deleted, its kept photos go too.
 */
const uploads = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('../media/api.ts', () => ({
  uploadMedia: (file: File, fields: unknown, onProgress?: (f: number) => void) =>
    uploads.fn(file, fields, onProgress),
}));

const me = testUser();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
const keptEntries = () => keys(createStore('krug-outbox-files', 'files'));
const posted = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/posts' && init.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)));

function renderComposer(answer: () => Response) {
  const fetch = stubFetch(
    vi.fn(async (url: string, init: { method: string }) =>
      url === '/api/posts' && init.method === 'POST' ? answer() : jsonResponse(200, { items: [] }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>
        <Composer module="news" />
      </Providers>
    </MemoryRouter>,
  );
  return fetch;
}

async function writePhotoPost(text: string, files: File[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Что у вас нового?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Создать запись' }, { timeout: 15_000 });
  await userEvent.type(within(dialog).getByLabelText('Текст записи'), text);
  await userEvent.upload(document.getElementById('composer-files') as HTMLInputElement, files);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

beforeEach(() => {
  uploads.fn.mockReset();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:kept-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  act(() => onlineManager.setOnline(true));
  await forgetKeptFilesBut(null);
});

describe('a photo post written offline', { timeout: 30_000 }, () => {
  it('waits as «Отправляется» with its thumbnail, its photo kept on the device; back online it uploads once and posts once', async () => {
    uploads.fn.mockResolvedValue({ id: 'id-dacha' });
    const fetch = renderComposer(() => jsonResponse(201, {}));
    act(() => onlineManager.setOnline(false));
    await writePhotoPost('Дача из электрички', [photo('dacha.jpg')]);

    const outbox = screen.getByTestId('post-outbox');
    expect(within(outbox).getByText('Дача из электрички')).toBeVisible();
    expect(within(outbox).getByText('Отправляется')).toBeVisible();
    expect(await within(outbox).findByRole('img', { name: 'dacha.jpg' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:kept-/),
    );
    // Nothing left yet; the photo waits in IndexedDB.
    expect(uploads.fn).not.toHaveBeenCalled();
    expect(posted(fetch)).toHaveLength(0);
    expect(await keptEntries()).toHaveLength(1);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('post-outbox')).toBeNull(), { timeout: 10_000 });
    expect(uploads.fn).toHaveBeenCalledTimes(1);
    const [file, fields] = uploads.fn.mock.calls[0] as [File, Record<string, string>];
    expect(file.name).toBe('dacha.jpg');
    expect(fields).toMatchObject({ source_module: 'community', client_key: expect.stringMatching(UUID) });
    expect(posted(fetch)).toEqual([
      expect.objectContaining({
        content: 'Дача из электрички',
        media_file_ids: ['id-dacha'],
        client_key: expect.stringMatching(UUID),
      }),
    ]);
    await waitFor(async () => expect(await keptEntries()).toHaveLength(0));
  });

  it('an upload whose answer was lost goes again with the same key; uploaded photos are not sent twice', async () => {
    let lost = 1;
    uploads.fn.mockImplementation(async (f: File) => {
      if (f.name === 'b.jpg' && lost-- > 0) throw new ApiError(0, NETWORK_ERROR);
      return { id: `id-${f.name}` };
    });
    const fetch = renderComposer(() => jsonResponse(201, {}));
    // Online: a.jpg goes up, b.jpg finds no network and the post waits in the outbox with it.
    await writePhotoPost('Внуки', [photo('a.jpg'), photo('b.jpg')]);
    await waitFor(() => expect(posted(fetch)).toHaveLength(1), { timeout: 10_000 });
    const calls = uploads.fn.mock.calls as [File, { client_key: string }][];
    expect(calls.map(([f]) => f.name)).toEqual(['a.jpg', 'b.jpg', 'b.jpg']);
    expect(calls[2]?.[1].client_key).toBe(calls[1]?.[1].client_key);
    expect(posted(fetch)[0]).toMatchObject({ content: 'Внуки', media_file_ids: ['id-a.jpg', 'id-b.jpg'] });
    await waitFor(() => expect(screen.queryByTestId('post-outbox')).toBeNull());
    await waitFor(async () => expect(await keptEntries()).toHaveLength(0));
  });

  it('cancelled before it leaves, it is never sent and its kept photo goes', async () => {
    const fetch = renderComposer(() => jsonResponse(201, {}));
    act(() => onlineManager.setOnline(false));
    await writePhotoPost('Передумала', [photo('x.jpg')]);
    expect(await keptEntries()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Отменить отправку: Передумала' }));
    expect(screen.queryByTestId('post-outbox')).toBeNull();
    await waitFor(async () => expect(await keptEntries()).toHaveLength(0));
    act(() => onlineManager.setOnline(true));
    expect(uploads.fn).not.toHaveBeenCalled();
    expect(posted(fetch)).toHaveLength(0);
  });

  it('refused, it is «Не отправлено»; «Удалить» forgets it and its kept photo', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    uploads.fn.mockResolvedValue({ id: 'id-y' });
    renderComposer(() => jsonResponse(403, { detail: 'Нельзя' }));
    act(() => onlineManager.setOnline(false));
    await writePhotoPost('Не пройдёт', [photo('y.jpg')]);
    act(() => onlineManager.setOnline(true));
    const outbox = screen.getByTestId('post-outbox');
    expect(await within(outbox).findByText('Не отправлено', {}, { timeout: 10_000 })).toBeVisible();
    expect(await within(outbox).findByRole('img', { name: 'y.jpg' })).toBeVisible();
    expect(await keptEntries()).toHaveLength(1);
    await userEvent.click(within(outbox).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByTestId('post-outbox')).toBeNull());
    await waitFor(async () => expect(await keptEntries()).toHaveLength(0));
  });
});

describe('the kept photos of a user', () => {
  it('sign-out forgets every kept photo; at start only those of the restored posts stay', async () => {
    const { keepFiles } = await import('./outbox-files.ts');
    await keepFiles('post-a', [{ key: 'f1', file: photo('a.jpg') }]);
    await keepFiles('post-b', [{ key: 'f2', file: photo('b.jpg') }]);
    // The token of the test ('x') names no user: its files are kept under '-'.
    await forgetKeptFilesBut('-', new Set(['post-a']));
    expect(await keptEntries()).toEqual(['-|post-a|f1']);
    await forgetKeptFilesBut('someone-else', new Set(['post-a']));
    expect(await keptEntries()).toEqual([]);
    await keepFiles('post-c', [{ key: 'f3', file: photo('c.jpg') }]);
    await forgetKeptFilesBut(null);
    expect(await keptEntries()).toEqual([]);
  });
});
