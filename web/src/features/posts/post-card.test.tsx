import type { ModuleKey } from '@krug/contract/modules';
import type { CommentNode } from '@krug/contract/posts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { COLLAPSE_CHARS, CollapsibleText, preview } from './CollapsibleText.tsx';
import { CommentTree } from './CommentTree.tsx';
import { Composer } from './Composer.tsx';

const me = testUser();
const mine = { id: me.id, first_name: me.first_name, last_name: me.last_name, profile_picture: null };
const boris = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Борис',
  last_name: 'Петров',
  profile_picture: null,
};
const node = (
  id: string,
  author: typeof boris,
  replies: CommentNode[] = [],
  content = `comment ${id}`,
): CommentNode => ({
  id,
  content,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  is_edited: false,
  author,
  likes_count: 0,
  user_liked: false,
  parent_comment_id: null,
  replies,
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  const wrap = (ui: ReactNode) => (
    <MemoryRouter>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>
  );
  return { wrap, ...render(<span />) };
}

function renderTree(comments: CommentNode[]) {
  const { wrap, rerender } = setup();
  rerender(wrap(<CommentTree postId="p" postAuthorId={boris.id} comments={comments} />));
}

describe('comments', () => {
  it('show the author avatar, name, relative time with the full date, and the actions', () => {
    renderTree([node('1', boris, [], 'Привет, см. https://example.com/фото.')]);
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('БП')).toBeInTheDocument();
    expect(within(item).getByText('Борис Петров')).toBeInTheDocument();
    const time = item.querySelector('time');
    expect(time).toHaveTextContent('5 мин. назад');
    expect(time?.getAttribute('title')).toMatch(/\d{2}:\d{2}/);
    expect(within(item).getByRole('link', { name: 'example.com/фото' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(within(item).getByRole('button', { name: 'Ответить' })).toBeInTheDocument();
    // Not mine: no edit; the post is not mine either: no delete.
    expect(within(item).queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('open the reply box below the actions, named and focused; Esc and «Отмена» close it', async () => {
    renderTree([node('1', boris, [node('2', mine)])]);
    const reply = screen.getAllByRole('button', { name: 'Ответить' })[0] as HTMLElement;
    await userEvent.click(reply);
    const box = screen.getByPlaceholderText('Ответ пользователю Борис Петров…');
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleName('Ваш ответ');
    expect(reply).toHaveAttribute('aria-expanded', 'true');
    // After the comment's actions, before its replies.
    expect(reply.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      box.compareDocumentPosition(screen.getByText('comment 2')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.type(box, 'черновик');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(reply).toHaveFocus());
    await userEvent.click(reply);
    expect(screen.getByRole('textbox')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('send a reply with Enter to the comment replied to', async () => {
    const fetch = vi.fn().mockResolvedValue(jsonResponse(201, node('9', mine)));
    stubFetch(fetch);
    renderTree([node('1', boris)]);
    await userEvent.click(screen.getByRole('button', { name: 'Ответить' }));
    await userEvent.type(screen.getByRole('textbox'), '  Согласен  {Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/posts/p/comments');
    expect(JSON.parse(init.body as string)).toEqual({
      content: 'Согласен',
      parent_comment_id: '1',
      // The outbox's key (issue 35 §2): one comment however often it is sent.
      client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('edit my comment with «Отмена» and Esc restoring the text, Save sending it', async () => {
    const fetch = vi.fn().mockResolvedValue(jsonResponse(200, {}));
    stubFetch(fetch);
    renderTree([node('1', mine, [], 'было')]);
    await userEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    const box = screen.getByRole('textbox', { name: 'Текст комментария' });
    expect(box).toHaveValue('было');
    expect(box).toHaveFocus();
    expect(screen.queryByText('было', { selector: 'p' })).toBeNull();
    await userEvent.type(box, ' и стало');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('было', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Изменить' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    await userEvent.type(screen.getByRole('textbox'), ' снова');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('было', { selector: 'p' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    await userEvent.type(screen.getByRole('textbox'), ' и стало');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(init.body as string)]).toEqual([
      '/api/comments/1',
      'PUT',
      { content: 'было и стало' },
    ]);
  });

  it('cap the indent at three levels so eight stay readable on a phone', () => {
    let chain = node('8', boris);
    for (let i = 7; i >= 1; i--) chain = node(String(i), i % 2 ? boris : mine, [chain]);
    renderTree([chain]);
    const margins = screen.getAllByRole('listitem').map((li) => li.style.marginLeft);
    expect(margins).toEqual(['0px', '20px', '20px', '20px', '0px', '0px', '0px', '0px']);
  });
});

describe('long texts', () => {
  const long = `${'Очень длинная запись о даче. '.repeat(30)}Фото: https://example.com/dacha`;

  it('collapse beyond 700 characters or 10 lines, cut at a space', () => {
    expect(preview('a'.repeat(COLLAPSE_CHARS))).toBeNull();
    expect(preview('a\n'.repeat(9))).toBeNull();
    expect(preview('строка\n'.repeat(11))).toBe(`${'строка\n'.repeat(5)}строка…`);
    const cut = preview(long) as string;
    expect(cut.length).toBeLessThan(500);
    // Whole words, without the sentence's own full stop before the ellipsis.
    const body = cut.slice(0, -1);
    expect(long.startsWith(body)).toBe(true);
    expect(long[body.length]).toMatch(/[\s.]/);
    expect(body).not.toMatch(/[\s.]$/);
    expect(preview(`${'слово '.repeat(80)}конец. ${'x'.repeat(300)}`)).toMatch(/слово…$/);
  });

  it('show «Показать полностью», a keyboard-accessible expanding button', async () => {
    render(<CollapsibleText text={long} />);
    expect(screen.queryByRole('link')).toBeNull();
    const more = screen.getByRole('button', { name: 'Показать полностью' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')).toHaveTextContent(/…$/);
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Свернуть');
    expect(screen.getByRole('link', { name: 'example.com/dacha' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Показать полностью' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('show a short text whole, without a button', () => {
    render(<CollapsibleText text="Коротко." />);
    expect(screen.getByText('Коротко.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('composer audience', () => {
  const renderComposer = () => {
    const { wrap, rerender } = setup();
    const show = (module: ModuleKey) => rerender(wrap(<Composer module={module} />));
    return show;
  };
  // Success toasts throw confetti unless motion is reduced; jsdom has no canvas to draw it on.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  });
  const openComposer = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Что у вас нового?' }));
    // The dialog's code loads on the first open.
    await screen.findByRole('dialog', { name: 'Создать запись' });
  };
  const audience = () => screen.getByRole('combobox', { name: 'Кто увидит:' });

  it('is visible beside Publish before publishing, with the module default', async () => {
    renderComposer()('family');
    await openComposer();
    const dialog = screen.getByRole('dialog', { name: 'Создать запись' });
    expect(within(dialog).getByRole('combobox', { name: 'Кто увидит:' })).toBeVisible();
    expect(audience()).toHaveValue('FAMILY_ONLY');
    expect(within(audience()).getByRole('option', { selected: true })).toHaveTextContent('Только семья');
    // Same row as the Publish button.
    expect(audience().closest('.border-t')).toContainElement(
      screen.getByRole('button', { name: 'Опубликовать' }),
    );
    // Esc closes it and gives the focus back to the placeholder.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Что у вас нового?' })).toHaveFocus();
  });

  it('starts from the default again after publishing with another audience', async () => {
    const fetch = vi.fn().mockResolvedValue(jsonResponse(201, {}));
    stubFetch(fetch);
    renderComposer()('news');
    await openComposer();
    expect(audience()).toHaveValue('PUBLIC');
    await userEvent.selectOptions(audience(), 'ONLY_ME');
    await userEvent.type(screen.getByLabelText('Текст записи'), 'Заметка для себя');
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/posts') as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      visibility: 'ONLY_ME',
      source_module: 'community',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openComposer();
    expect(audience()).toHaveValue('PUBLIC');
  });

  it('resets to the new module default when the module changes', async () => {
    const show = renderComposer();
    show('news');
    await openComposer();
    await userEvent.selectOptions(audience(), 'HOUSEHOLD_ONLY');
    show('family');
    expect(audience()).toHaveValue('FAMILY_ONLY');
    await userEvent.selectOptions(audience(), 'ONLY_ME');
    show('journal');
    expect(audience()).toHaveValue('PUBLIC');
  });
});
