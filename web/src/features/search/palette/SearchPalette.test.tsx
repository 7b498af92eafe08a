import type { SearchResponse } from '@krug/contract/search';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../../test/render.tsx';
import { RECENT_SEARCHES_KEY } from '../recent.ts';
import { PaletteLauncher } from './PaletteLauncher.tsx';

const ANNA = {
  id: '11111111-1111-4111-8111-111111111111',
  first_name: 'Анна',
  last_name: 'Иванова',
  profile_picture: null,
};
const P1 = '22222222-2222-4222-8222-222222222222';
const C1 = '44444444-4444-4444-8444-444444444444';
const M1 = '55555555-5555-4555-8555-555555555555';
const G1 = '66666666-6666-4666-8666-666666666666';
const F1 = '77777777-7777-4777-8777-777777777777';
const O1 = '88888888-8888-4888-8888-888888888888';
const none: SearchResponse = {
  posts: [],
  comments: [],
  messages: [],
  people: [],
  families: [],
  organizations: [],
};
const at = '2026-11-23T10:00:00.000Z';

const everything: SearchResponse = {
  posts: [
    {
      id: P1,
      content: 'Поехали на дачу',
      snippet: 'Поехали на дачу',
      highlights: [[11, 15]],
      created_at: at,
      author: ANNA,
      media_files: [],
      youtube_urls: [],
      likes_count: 0,
      user_liked: false,
      top_reactions: [],
      user_reaction: null,
      comments_count: 0,
      source_module: 'family',
      visibility: 'PUBLIC',
      family_id: null,
      can_delete: false,
    },
  ],
  comments: [
    {
      id: C1,
      post_id: P1,
      post_module: 'news',
      author: ANNA,
      created_at: at,
      snippet: 'И я на дачу',
      highlights: [[7, 11]],
    },
  ],
  messages: [
    {
      id: M1,
      group_id: G1,
      group_name: 'Семья',
      group_type: 'FAMILY',
      sender: ANNA,
      created_at: at,
      snippet: 'Кто едет на дачу?',
      highlights: [[12, 16]],
    },
  ],
  people: [{ id: ANNA.id, name: 'Анна', surname: 'Дачная', email: null, profile_picture: null }],
  families: [{ id: F1, name: 'Дачники', city: null, photo_url: null, member_count: 2 }],
  organizations: [
    {
      id: O1,
      name: 'Дачный кооператив',
      organization_type: 'COMPANY',
      address_city: null,
      logo_url: null,
      member_count: 1,
    },
  ],
};

function serve(answers: Record<string, [number, unknown]>) {
  const calls: string[] = [];
  stubFetch(
    vi.fn((url: string) => {
      calls.push(url);
      const a = answers[url];
      return a ? Promise.resolve(jsonResponse(a[0], a[1])) : new Promise(() => {});
    }),
  );
  return calls;
}
// cmdk measures its list and scrolls the chosen item into view: jsdom has neither.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

const url = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}
const where = () => screen.getByTestId('where').textContent;

function app() {
  return renderApp(
    <>
      <PaletteLauncher module="family" />
      <input aria-label="Другое поле" />
      <Where />
    </>,
    { path: '/family/wall' },
  );
}

const ctrlK = () => fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
const palette = () => screen.findByRole('dialog', { name: 'Поиск по Кругу' });

describe('SearchPalette', () => {
  it('opens with the top bar’s control, Ctrl+K, ⌘K and / (not while typing elsewhere), and closes with Escape', async () => {
    serve({});
    app();
    await userEvent.click(screen.getByRole('button', { name: 'Поиск' }));
    expect(await palette()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Что найти' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(ctrlK);
    expect(await palette()).toBeInTheDocument();
    act(ctrlK);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(window, { key: 'k', code: 'KeyK', metaKey: true });
    expect(await palette()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // `/` typed into a text field is a character, not the shortcut.
    await userEvent.type(screen.getByRole('textbox', { name: 'Другое поле' }), 'a/b');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Другое поле' })).toHaveValue('a/b');
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await palette()).toBeInTheDocument();
  });

  it('groups the results in order, with highlights, and Enter opens each kind at its own URL', async () => {
    serve({ [url('дача')]: [200, everything] });
    app();
    const expected = [
      `/family/posts/${P1}`,
      `/news/posts/${P1}#comment-${C1}`,
      `/family/chat?group=${G1}`,
      `/family/people/${ANNA.id}`,
      `/family/family-public-view?id=${F1}`,
      `/organizations/org-public?id=${O1}`,
      `/family/search?q=${encodeURIComponent('дача')}`,
    ];
    for (const [steps, path] of expected.entries()) {
      act(ctrlK);
      const dialog = await palette();
      await userEvent.type(within(dialog).getByRole('combobox'), 'дача');
      await within(dialog).findByText('Дачники');
      const options = within(dialog).getAllByRole('option');
      if (steps === 0) {
        expect(options.map((o) => o.textContent)).toEqual([
          expect.stringContaining('Поехали на дачу'),
          expect.stringContaining('Комментарий к записи'),
          expect.stringContaining('Чат «Семья»'),
          expect.stringContaining('Анна Дачная'),
          expect.stringContaining('Дачники'),
          expect.stringContaining('Дачный кооператив'),
          'Все результаты по «дача»',
        ]);
        expect(
          within(dialog)
            .getAllByRole('group')
            .map(
              (g) =>
                g.getAttribute('aria-labelledby') &&
                document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent,
            ),
        ).toEqual(['Записи', 'Комментарии', 'Сообщения', 'Люди', 'Семьи', 'Организации']);
        expect(within(options[0] as HTMLElement).getByText('дачу').tagName).toBe('MARK');
        expect(options[0]).toHaveAttribute('aria-selected', 'true');
      }
      for (let i = 0; i < steps; i += 1) await userEvent.keyboard('{ArrowDown}');
      expect(options[steps]).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(where()).toBe(path));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  }, 30_000);

  it('keeps the recent searches, opens one, removes one, clears them', async () => {
    serve({ [url('дача')]: [200, everything], [url('ёж')]: [200, none] });
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['старое']));
    app();
    act(ctrlK);
    let dialog = await palette();
    await userEvent.type(within(dialog).getByRole('combobox'), 'дача');
    await within(dialog).findByText('Поехали на', { exact: false });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe(`/family/posts/${P1}`));
    act(ctrlK);
    dialog = await palette();
    await userEvent.type(within(dialog).getByRole('combobox'), 'ёж');
    expect(await within(dialog).findByText('По запросу «ёж» ничего не найдено')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}'); // «Все результаты по «ёж»»
    await waitFor(() => expect(where()).toBe(`/family/search?q=${encodeURIComponent('ёж')}`));
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['ёж', 'дача', 'старое']);

    act(ctrlK);
    dialog = await palette();
    const recent = within(dialog).getByRole('group');
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ёж', 'дача', 'старое', 'Очистить историю']);
    // Enter on a recent search searches it again.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('combobox')).toHaveValue('дача');
    expect(await within(dialog).findByText('Анна Дачная')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('combobox'));
    // The × of one, then Delete on the chosen one, then «Очистить историю».
    await userEvent.click(within(dialog).getAllByTestId('remove-recent')[0] as HTMLElement);
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['дача', 'старое', 'Очистить историю']);
    expect(within(dialog).getByRole('option', { name: 'дача' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Delete}');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['старое', 'Очистить историю']);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['старое']);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Очистить историю' }));
    expect(within(dialog).queryByRole('option')).toBeNull();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    // With no history, the palette says what it searches.
    expect(dialog).toHaveTextContent('Ищем в записях и комментариях');
  });

  it('shows the server’s sentence on a failure and retries', async () => {
    let fail = true;
    stubFetch(
      vi.fn(() =>
        Promise.resolve(
          fail
            ? jsonResponse(429, { detail: 'Слишком много поисковых запросов. Попробуйте чуть позже.' })
            : jsonResponse(200, everything),
        ),
      ),
    );
    app();
    act(ctrlK);
    const dialog = await palette();
    await userEvent.type(within(dialog).getByRole('combobox'), 'дача');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Слишком много поисковых запросов');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: /Повторить/ }));
    expect(await within(dialog).findByText('Анна Дачная')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('asks once the typing pauses, and keeps the previous results meanwhile', async () => {
    const calls = serve({ [url('дача')]: [200, everything], [url('дачи')]: [200, none] });
    app();
    act(ctrlK);
    const dialog = await palette();
    const box = within(dialog).getByRole('combobox');
    await userEvent.type(box, 'дача');
    expect(await within(dialog).findByText('Анна Дачная')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'дачи' } });
    // Until the pause ends the answer for «дача» stays on screen.
    expect(within(dialog).getByText('Анна Дачная')).toBeInTheDocument();
    expect(await within(dialog).findByText('По запросу «дачи» ничего не найдено')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('/api/search')).at(-1)).toBe(url('дачи'));
    expect(calls).not.toContain(url('д'));
  });
});
