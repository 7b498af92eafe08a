import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meKey } from '../../features/auth/api.ts';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { Where } from '../../test/where.tsx';
import { Providers } from '../providers.tsx';
import { Shell } from './Shell.tsx';

const me = testUser();

/** «Моя страница» as the server answers it: the user's own page, no posts. */
const myPage = {
  ...me,
  restricted: false,
  affiliations: [],
  families: [],
  counts: { friends: 0, followers: 0, following: 0, posts: 0 },
  relation: { is_self: true, friendship: 'none', friendship_id: null, following: false },
};

/** The shell at `path` (usually «Моя страница», the user's own page with no posts). */
function renderShell(path: string) {
  stubFetch(
    vi.fn().mockImplementation(async (url: string) =>
      // Lists are bare arrays (CONTRACT §1); the bell's count is { count }.
      url.startsWith('/api/notifications?') || url.startsWith(`/api/people/${me.id}/posts`)
        ? jsonResponse(200, [])
        : url === `/api/people/${me.id}`
          ? jsonResponse(200, myPage)
          : url === '/api/family-profiles'
            ? jsonResponse(200, { family_profiles: [] })
            : jsonResponse(200, { count: 0, invitations: [], items: [] }),
    ),
  );
  localStorage.setItem('krug.token', 'x');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <Routes>
          <Route path="/:module/:view?" element={<Shell />} />
        </Routes>
        <Where />
      </Providers>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

// jsdom lacks what vaul's drag handling touches: pointer capture and a computed `transform`.
beforeEach(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
    const style = computed(el, pseudo);
    return new Proxy(style, {
      get: (target, key) => (key === 'transform' ? target.transform || 'none' : Reflect.get(target, key)),
    });
  });
});

describe('phone shell', () => {
  it('has a bottom bar with the feed, chat, media, family and the menu; the current place is marked', () => {
    renderShell('/family/my-profile');
    const bar = screen.getByRole('navigation', { name: 'Основные разделы' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Лента', '/family/wall'],
      ['Чат', '/family/chat'],
      ['Медиа', '/family/media-photos'],
      ['Семья', '/family/my-family-profile'],
    ]);
    expect(within(bar).getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page')).toEqual([]);
  });

  it('marks the current place and offers Work in the Organizations module', () => {
    renderShell('/organizations/org-search');
    const bar = screen.getByRole('navigation', { name: 'Основные разделы' });
    const work = within(bar).getByRole('link', { name: 'Работа' });
    expect(work).toHaveAttribute('href', '/organizations/my-work');
    expect(work).toHaveAttribute('aria-current', 'page');
    expect(within(bar).queryByRole('link', { name: 'Семья' })).toBeNull();
  });

  it('opens a drawer with the modules and every cabinet destination; a link navigates and closes it', async () => {
    renderShell('/news/my-profile');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    const hrefs = within(drawer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const path of [
      '/family/wall',
      '/organizations/my-work',
      '/events/wall',
      '/news/my-info',
      '/news/my-documents',
      '/news/media-photos',
      '/news/media-documents',
      '/news/media-videos',
      '/news/calendar',
      '/news/settings',
      '/family/my-family-profile',
      '/family/family-profiles',
      '/family/family-invitations',
      '/organizations/org-search',
      '/organizations/my-join-requests',
    ])
      expect(hrefs).toContain(path);
    // The current module is marked among the modules.
    expect(within(drawer).getByRole('link', { name: 'Новости' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(drawer).getByRole('link', { name: 'Поиск организаций' }));
    expect(where()).toBe('/organizations/org-search');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Меню' })).toBeNull());
  });

  it('closes the drawer with its close button', async () => {
    renderShell('/family/my-profile');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Закрыть меню' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Меню' })).toBeNull());
    expect(where()).toBe('/family/my-profile');
  });
});

describe('access', () => {
  it('starts with a skip link to the main content and has one h1', async () => {
    renderShell('/family/my-profile');
    // The view's chunk loads lazily; its heading is the page's one h1.
    await screen.findByRole('heading', { level: 1, name: 'Анна Иванова' });
    const skip = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.querySelector('a')).toBe(skip);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('gives the cabinet links icons and module tabs their colour tokens', () => {
    renderShell('/family/my-profile');
    const cabinet = screen.getByRole('navigation', { name: 'Личный кабинет' });
    for (const link of within(cabinet).getAllByRole('link')) expect(link.querySelector('svg')).not.toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Модули' });
    const active = within(tabs).getByRole('link', { name: 'Семья' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active.getAttribute('style')).toContain('var(--color-module-family)');
    expect(within(tabs).getByRole('link', { name: 'Новости' }).getAttribute('style')).toContain(
      'var(--color-module-news-fg)',
    );
  });
});

describe('names that tell places apart (issue 32 item 14)', () => {
  it('calls the media library «Файлы», apart from «Документы» of «Моя информация»', async () => {
    renderShell('/family/my-profile');
    const cabinet = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(await within(cabinet).findByRole('link', { name: 'Файлы' })).toHaveAttribute(
      'href',
      '/family/media-documents',
    );
    expect(within(cabinet).getAllByRole('link', { name: 'Документы' })).toHaveLength(1);
    expect(within(cabinet).getByRole('link', { name: 'Документы' })).toHaveAttribute(
      'href',
      '/family/my-documents',
    );
  });

  it('lets long cabinet names wrap rather than cut them', () => {
    renderShell('/family/my-profile');
    const cabinet = screen.getByRole('navigation', { name: 'Личный кабинет' });
    for (const link of within(cabinet).getAllByRole('link'))
      expect(link.querySelector('span')?.className ?? '').not.toContain('truncate');
  });

  it('has one «Настройки» in the user menu', async () => {
    renderShell('/family/my-profile');
    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.filter((i) => /Настройки/.test(i.textContent ?? ''))).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Рассказать о себе' })).toBeInTheDocument();
  });

  it('gives the feed one name: «Лента» in the bottom bar and on the wall, «Подписки» for my feed (item 21)', () => {
    renderShell('/family/wall');
    const cabinet = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(within(cabinet).getByRole('link', { name: 'Подписки' })).toHaveAttribute('href', '/family/feed');
    expect(screen.queryByRole('link', { name: /Стена|Моя лента/ })).toBeNull();
  });
});

describe('the right column on a phone (issue 32 item 13)', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('max-width'),
      media: q,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('folds the feed’s widgets above the feed and puts «Мои роли» in the menu, not under the feed', async () => {
    renderShell('/family/wall');
    const fold = await screen.findByText('Поиск и фильтры');
    const main = screen.getByRole('main');
    expect(main).toContainElement(fold);
    expect(fold.closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Мои роли' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    expect(within(drawer).getByRole('heading', { name: 'Мои роли' })).toBeInTheDocument();
  });

  it('replaces the widgets with the next view’s on a link, leaving none of the last view’s behind', async () => {
    // The widgets and the view are keyed by the address apart: one key for both made React keep the
    // last view's widgets on screen after a link on a phone (seen in the e2e walk).
    const errors = vi.spyOn(console, 'error');
    renderShell('/family/wall');
    await screen.findByText('Поиск и фильтры');
    const bar = screen.getByRole('navigation', { name: 'Основные разделы' });
    await userEvent.click(within(bar).getByRole('link', { name: 'Чат' }));
    expect(where()).toBe('/family/chat');
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getByText('Подробнее')).toBeInTheDocument());
    expect(within(main).queryByText('Поиск и фильтры')).toBeNull();
    expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('same key'))).toEqual([]);
  });
});
