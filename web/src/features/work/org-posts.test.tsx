import type { MediaFile } from '@krug/contract/media';
import type { OrgComment, OrgPost } from '@krug/contract/org-feed';
import type { Organization } from '@krug/contract/work';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { type SentInit, stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { OrgFeed } from './OrgFeed.tsx';

// Issue 32 item 12: the organization feed's composer takes photos as the wall's does, and posts
// show their photos and a comment thread.
const uploads = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('../media/api.ts', () => ({
  uploadMedia: (file: File, fields: unknown, onProgress?: (f: number) => void) =>
    uploads.fn(file, fields, onProgress),
}));

const me = testUser();
const ORG = '33333333-3333-4333-8333-333333333333';
const POST = '44444444-4444-4444-8444-444444444444';
const OTHER = '55555555-5555-4555-8555-555555555555';
const org = { id: ORG, user_can_post: true } as Organization;
const photo: MediaFile = {
  id: '66666666-6666-4666-8666-666666666666',
  file_type: 'image',
  mime_type: 'image/jpeg',
  file_url: '/api/media/files/x?sig=1',
  thumbnail_url: '/api/media/files/x?sig=1&variant=thumb',
  original_filename: 'dacha.jpg',
  file_size: 1000,
  source_module: 'work',
  privacy_level: 'organization',
  created_at: '2026-11-22T10:00:00.000Z',
};
const post = (over: Partial<OrgPost> = {}): OrgPost => ({
  id: POST,
  author_id: OTHER,
  author_name: 'Борис Петров',
  author_profile_picture: null,
  content: 'Субботник в пятницу',
  created_at: '2026-11-22T10:00:00.000Z',
  likes_count: 0,
  user_has_liked: false,
  comments_count: 0,
  department_id: null,
  can_delete: false,
  media_files: [],
  ...over,
});
const author = (id: string, first: string) => ({
  id,
  first_name: first,
  last_name: 'Петров',
  profile_picture: null,
});
const comment = (over: Partial<OrgComment> & { id: string; content: string }): OrgComment => ({
  post_id: POST,
  created_at: '2026-11-22T11:00:00.000Z',
  author: author(OTHER, 'Борис'),
  parent_comment_id: null,
  is_edited: false,
  likes_count: 0,
  user_liked: false,
  can_delete: false,
  can_edit: false,
  moderation: null,
  ...over,
});

type Handler = (path: string, init: SentInit) => unknown;
function renderFeed(handler: Handler) {
  const fetch = stubFetch(vi.fn(handler));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter>
      <Providers client={client}>
        <OrgFeed org={org} />
      </Providers>
    </MemoryRouter>,
  );
  return fetch;
}
const sent = (fetch: ReturnType<typeof renderFeed>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([p, init]) => init.method === method && p.startsWith(path))
    .map(([, init]) => JSON.parse(init.body ?? '{}'));

beforeEach(() => {
  uploads.fn.mockReset();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

describe('organization feed photos', { timeout: 30_000 }, () => {
  it('publishes the text with the photo uploaded from the composer and shows it in the wall grid', async () => {
    let posts: OrgPost[] = [];
    uploads.fn.mockResolvedValue({ id: photo.id });
    const fetch = renderFeed((path, init) => {
      if (path.startsWith(`/api/organizations/${ORG}/departments`)) return jsonResponse(200, { data: [] });
      if (path.startsWith(`/api/work/organizations/${ORG}/posts`) && init.method === 'POST') {
        posts = [post({ author_id: me.id, content: 'Фото с субботника', media_files: [photo] })];
        return jsonResponse(201, posts[0]);
      }
      if (path.startsWith(`/api/work/organizations/${ORG}/posts`))
        return jsonResponse(200, { posts, next_cursor: null });
      return jsonResponse(404, { detail: path });
    });
    await screen.findByText('Публикаций пока нет — напишите первую.');
    await userEvent.type(screen.getByLabelText('Публикация организации'), 'Фото с субботника');
    const input = document.getElementById('org-post-files') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([1, 2])], 'dacha.jpg', { type: 'image/jpeg' }));
    expect(
      within(screen.getByRole('list', { name: 'Прикреплённые файлы' })).getByRole('img'),
    ).toHaveAttribute('alt', 'dacha.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    // The photo went up once, then the post named it.
    await waitFor(() =>
      expect(sent(fetch, 'POST', `/api/work/organizations/${ORG}/posts`)).toEqual([
        { content: 'Фото с субботника', department_id: null, media_ids: [photo.id] },
      ]),
    );
    expect(uploads.fn).toHaveBeenCalledTimes(1);
    // The composer is empty again, and the post shows its photo as the wall does.
    expect(await screen.findByRole('button', { name: 'dacha.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Прикреплённые файлы' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Публикация организации')).toHaveValue('');
  });

  it('keeps the text and the photo when the upload fails', async () => {
    uploads.fn.mockRejectedValue(new Error('offline'));
    const fetch = renderFeed((path) => {
      if (path.startsWith(`/api/organizations/${ORG}/departments`)) return jsonResponse(200, { data: [] });
      return jsonResponse(200, { posts: [], next_cursor: null });
    });
    await userEvent.type(await screen.findByLabelText('Публикация организации'), 'Текст');
    await userEvent.upload(
      document.getElementById('org-post-files') as HTMLInputElement,
      new File([new Uint8Array([1])], 'a.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(uploads.fn).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Опубликовать' })).toBeEnabled();
    expect(sent(fetch, 'POST', `/api/work/organizations/${ORG}/posts`)).toEqual([]);
    expect(screen.getByLabelText('Публикация организации')).toHaveValue('Текст');
    expect(screen.getByRole('list', { name: 'Прикреплённые файлы' })).toBeInTheDocument();
  });
});

describe('organization post comments', { timeout: 30_000 }, () => {
  it('opens the thread with replies under their comment, deletes only what it may, and sends a new comment', async () => {
    let comments = [
      comment({ id: 'aaaaaaaa-0000-4000-8000-000000000001', content: 'Я приду' }),
      comment({
        id: 'aaaaaaaa-0000-4000-8000-000000000002',
        content: 'И я',
        author: author(me.id, 'Анна'),
        parent_comment_id: 'aaaaaaaa-0000-4000-8000-000000000001',
        can_delete: true,
      }),
    ];
    const fetch = renderFeed((path, init) => {
      if (path.startsWith(`/api/organizations/${ORG}/departments`)) return jsonResponse(200, { data: [] });
      if (path.startsWith(`/api/work/posts/${POST}/comments`) && init.method === 'POST') {
        const made = comment({
          id: 'aaaaaaaa-0000-4000-8000-000000000003',
          content: JSON.parse(init.body ?? '{}').content,
          author: author(me.id, 'Анна'),
          can_delete: true,
        });
        comments = [...comments, made];
        return jsonResponse(201, made);
      }
      if (path.startsWith(`/api/work/posts/${POST}/comments`))
        return jsonResponse(200, { comments, next_cursor: null });
      if (path.startsWith(`/api/work/organizations/${ORG}/posts`))
        return jsonResponse(200, { posts: [post({ comments_count: comments.length })], next_cursor: null });
      return jsonResponse(404, { detail: path });
    });
    await userEvent.click(await screen.findByRole('button', { name: '2 комментария' }));
    const thread = await screen.findByRole('region', { name: 'Комментарии' });
    const first = (await within(thread).findByText('Я приду')).closest('li') as HTMLElement;
    // The reply sits inside its comment's item; only my reply offers «Удалить».
    expect(within(first).getByText('И я')).toBeInTheDocument();
    expect(within(thread).getAllByRole('button', { name: 'Удалить' })).toHaveLength(1);
    // «Пожаловаться» on someone else's comment only.
    expect(within(thread).getAllByRole('button', { name: 'Пожаловаться' })).toHaveLength(1);
    await userEvent.type(within(thread).getByLabelText('Ваш комментарий'), 'Возьму грабли');
    await userEvent.click(within(thread).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST', `/api/work/posts/${POST}/comments`)).toEqual([
        { content: 'Возьму грабли', parent_comment_id: null },
      ]),
    );
    expect(await within(thread).findByText('Возьму грабли')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '3 комментария' })).toBeInTheDocument();
    expect(within(thread).getByLabelText('Ваш комментарий')).toHaveValue('');
  });

  it('likes a comment, edits my own (marked edited) and reports someone else’s as a wall comment', async () => {
    const THEIRS = 'aaaaaaaa-0000-4000-8000-000000000011';
    const MINE = 'aaaaaaaa-0000-4000-8000-000000000012';
    const comments = [
      comment({ id: THEIRS, content: 'Я приду', likes_count: 2 }),
      comment({
        id: MINE,
        content: 'Я тоже',
        author: author(me.id, 'Анна'),
        can_delete: true,
        can_edit: true,
      }),
    ];
    const fetch = renderFeed((path, init) => {
      if (path.startsWith(`/api/organizations/${ORG}/departments`)) return jsonResponse(200, { data: [] });
      if (path === `/api/work/comments/${THEIRS}/like`)
        return jsonResponse(200, { liked: true, likes_count: 3 });
      if (path === `/api/work/comments/${MINE}` && init.method === 'PUT')
        return jsonResponse(200, {
          ...comments[1],
          content: JSON.parse(init.body ?? '{}').content,
          is_edited: true,
        });
      if (path === '/api/reports' && init.method === 'POST')
        return jsonResponse(201, {
          id: 'bbbbbbbb-0000-4000-8000-000000000001',
          target_type: 'comment',
          target_id: THEIRS,
          reason: 'spam',
          status: 'open',
          created_at: '2026-11-22T12:00:00.000Z',
        });
      if (path.startsWith(`/api/work/posts/${POST}/comments`))
        return jsonResponse(200, { comments, next_cursor: null });
      if (path.startsWith(`/api/work/organizations/${ORG}/posts`))
        return jsonResponse(200, { posts: [post({ comments_count: comments.length })], next_cursor: null });
      return jsonResponse(404, { detail: path });
    });
    await userEvent.click(await screen.findByRole('button', { name: '2 комментария' }));
    const thread = await screen.findByRole('region', { name: 'Комментарии' });
    const theirs = (await within(thread).findByText('Я приду')).closest('li') as HTMLElement;
    const mine = within(thread).getByText('Я тоже').closest('li') as HTMLElement;

    // The like: the heart with its count, pressed after the server's answer.
    const heart = within(theirs).getByRole('button', { name: /Нравится/ });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveTextContent('2');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveTextContent('3');
    expect(sent(fetch, 'POST', `/api/work/comments/${THEIRS}/like`)).toHaveLength(1);

    // Only my comment offers «Изменить»; the saved text is marked edited.
    expect(within(theirs).queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Изменить' }));
    const box = within(mine).getByRole('textbox');
    await userEvent.clear(box);
    await userEvent.type(box, 'Я тоже, с граблями');
    await userEvent.click(within(mine).getByRole('button', { name: 'Сохранить' }));
    expect(await within(mine).findByText('Я тоже, с граблями')).toBeInTheDocument();
    // As a wall comment shows it (posts.edited).
    expect(within(mine).getByText('(изменён)')).toBeInTheDocument();
    expect(sent(fetch, 'PUT', `/api/work/comments/${MINE}`)).toEqual([{ content: 'Я тоже, с граблями' }]);

    // «Пожаловаться» on theirs only, sent as a comment report.
    expect(within(mine).queryByRole('button', { name: 'Пожаловаться' })).not.toBeInTheDocument();
    await userEvent.click(within(theirs).getAllByRole('button', { name: 'Пожаловаться' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Спам'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST', '/api/reports')).toEqual([
        expect.objectContaining({ target_type: 'comment', target_id: THEIRS, reason: 'spam' }),
      ]),
    );
  });

  it('says so when there are no comments yet', async () => {
    renderFeed((path) => {
      if (path.startsWith(`/api/organizations/${ORG}/departments`)) return jsonResponse(200, { data: [] });
      if (path.startsWith(`/api/work/posts/${POST}/comments`))
        return jsonResponse(200, { comments: [], next_cursor: null });
      return jsonResponse(200, { posts: [post()], next_cursor: null });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Комментарии' }));
    expect(await screen.findByText('Комментариев пока нет — напишите первый.')).toBeInTheDocument();
  });
});
