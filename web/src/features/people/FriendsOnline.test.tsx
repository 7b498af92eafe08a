import type { PersonPage as Person, PersonSummary } from '@krug/contract/people';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendsOnline, PresenceStatus } from './FriendsOnline.tsx';
import { PersonPage } from './PersonPage.tsx';
import { boris, noDetails, renderAt, serve, vera } from './test-kit.tsx';

/** The live socket the app opens; the test pushes server events through it. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {}
}
const push = (event: object) =>
  act(() => {
    for (const s of FakeSocket.opened) s.onmessage?.({ data: JSON.stringify(event) });
  });

beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

const ONLINE = '/api/friends/online';
const gleb: PersonSummary = { ...boris, id: '44444444-4444-4444-8444-444444444444', first_name: 'Глеб' };
const widget = () => renderAt('/family/wall', '/:module/wall', <FriendsOnline />);

describe('«Друзья онлайн»', () => {
  it('shows the friends online with a green dot, each name leading to their page', async () => {
    serve({ [ONLINE]: [200, [boris, vera]] });
    widget();
    const list = await screen.findByRole('list');
    // By name; each person once for keyboards and screen readers (the avatar's link is hidden).
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Борис Петров в сетиБорис Петров',
      'Вера Смирнова в сетиВера Смирнова',
    ]);
    expect(links[0]).toHaveAttribute('href', `/family/people/${boris.id}`);
    expect(screen.getAllByTestId('online-dot')).toHaveLength(2);
    // The count beside the title, and the way to all friends.
    expect(screen.getByRole('heading', { name: /Друзья онлайн/ })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Все друзья' })).toHaveAttribute('href', '/family/friends');
  });

  it('says when nobody is online', async () => {
    serve({ [ONLINE]: [200, []] });
    widget();
    expect(await screen.findByText('Сейчас никого нет в сети')).toBeInTheDocument();
    expect(screen.queryByTestId('online-dot')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with a retry', async () => {
    let fail = true;
    serve({ [ONLINE]: () => (fail ? [500, { detail: 'Сбой' }] : [200, [vera]]) });
    widget();
    expect(screen.getByTestId('skeleton')).toHaveTextContent('Загружаем, кто в сети…');
    expect(await screen.findByText('Не удалось узнать, кто в сети')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Вера Смирнова в сети' })).toBeInTheDocument();
  });

  it('follows presence.changed from the live socket', async () => {
    let online: PersonSummary[] = [boris];
    const calls = serve({ [ONLINE]: () => [200, online] });
    widget();
    expect(await screen.findByRole('link', { name: 'Борис Петров в сети' })).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
    online = [boris, gleb];
    push({ type: 'presence.changed', user_id: gleb.id, online: true });
    expect(await screen.findByRole('link', { name: 'Глеб Петров в сети' })).toBeInTheDocument();
    online = [gleb];
    push({
      type: 'presence.changed',
      user_id: boris.id,
      online: false,
      last_seen_at: '2026-11-23T10:00:00Z',
    });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Борис Петров в сети' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c === `GET ${ONLINE}`)).toHaveLength(3);
  });

  it('on the «Друзья» page, shows the first names in a row', async () => {
    serve({ [ONLINE]: [200, [boris]] });
    renderAt('/family/friends', '/:module/friends', <FriendsOnline layout="strip" />);
    const link = await screen.findByRole('link', { name: 'Борис Петров в сети' });
    // Shown: the first name only (the full name is read out).
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Борис$/);
    expect(screen.queryByRole('link', { name: 'Все друзья' })).not.toBeInTheDocument();
  });
});

describe('presence on a person’s page', () => {
  it('«в сети», «был(а) в сети …», or nothing for someone who may not know', () => {
    const { rerender } = renderAt(
      '/family/people/x',
      '/:module/people/:id',
      <PresenceStatus person={{ online: true }} />,
    );
    expect(screen.getByText('в сети')).toBeInTheDocument();
    rerender(
      <PresenceStatus
        person={{ online: false, last_seen_at: new Date(Date.now() - 5 * 60_000).toISOString() }}
      />,
    );
    expect(screen.getByText(/был\(а\) в сети/)).toHaveTextContent(/был\(а\) в сети 5 мин/);
    rerender(<PresenceStatus person={{}} />);
    expect(screen.queryByText(/в сети/)).not.toBeInTheDocument();
  });

  it('the page header turns «в сети» when the person comes online', async () => {
    const page: Person = {
      ...boris,
      ...noDetails,
      middle_name: null,
      restricted: false,
      affiliations: [],
      families: [],
      counts: { friends: 1, followers: 0, following: 0, posts: 0 },
      relation: { is_self: false, friendship: 'friends', friendship_id: null, following: false },
      online: false,
      last_seen_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    } as Person;
    serve({
      [`/api/people/${boris.id}`]: [200, page],
      [`/api/people/${boris.id}/posts?limit=20`]: [200, []],
    });
    renderAt(`/family/people/${boris.id}`, '/:module/people/:personId', <PersonPage module="family" />);
    expect(await screen.findByText(/был\(а\) в сети/)).toBeInTheDocument();
    expect(screen.queryByTestId('online-dot')).not.toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
    push({ type: 'presence.changed', user_id: boris.id, online: true });
    expect(await screen.findByText('в сети')).toBeInTheDocument();
    expect(screen.getByTestId('online-dot')).toBeInTheDocument();
  });
});
