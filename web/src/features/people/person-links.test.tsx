import type { FamilyMember, FamilyProfile } from '@krug/contract/family';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { FamilyMembersCard } from '../family/FamilyMembersCard.tsx';
import { NotificationsBell } from '../notifications/NotificationsBell.tsx';
import { PeopleSearch } from './PeopleSearch.tsx';
import { PersonLink } from './PersonLink.tsx';
import { registerPeopleTexts } from './texts.ts';

/* Issue 20: every name and avatar of a person with an account leads to their page. */

const me = testUser();
const PERSON = '33333333-3333-4333-8333-333333333333';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** `ui` under `/:module/*` at `path`, with a fake server answering `answer(url)`. */
/** Renders `ui` at `path`; answers the calls it makes and hands back the stub that saw them. */
function renderAt(path: string, ui: ReactNode, answer: (url: string) => unknown = () => ({})) {
  const server = stubFetch(vi.fn(async (url: string) => jsonResponse(200, answer(url))));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <Routes>
          <Route
            path="/:module/*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  return server;
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PersonLink', () => {
  it('opens the person’s page in the module the viewer is in', async () => {
    renderAt('/organizations/my-work', <PersonLink userId={PERSON}>Пётр Петров</PersonLink>);
    const link = screen.getByRole('link', { name: 'Пётр Петров' });
    expect(link).toHaveAttribute('href', `/organizations/people/${PERSON}`);
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent(`/organizations/people/${PERSON}`);
  });

  it('as a decorative avatar link, stays out of the keyboard order and the accessibility tree', () => {
    renderAt(
      '/family/wall',
      <PersonLink userId={PERSON} decorative>
        <span>А</span>
      </PersonLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const link = screen.getByText('А').closest('a') as HTMLAnchorElement;
    expect(link).toHaveAttribute('href', `/family/people/${PERSON}`);
    expect(link).toHaveAttribute('tabindex', '-1');
  });
});

describe('family members', () => {
  const member: FamilyMember = {
    id: '66666666-6666-4666-8666-666666666666',
    user_id: PERSON,
    first_name: 'Анна',
    last_name: 'Иванова',
    name: 'Анна',
    surname: 'Иванова',
    date_of_birth: null,
    role: 'PARENT',
    relationship: null,
    family_role: 'PARENT',
    is_creator: true,
    manages: true,
    status: 'active',
    profile_picture: null,
  };
  const relative: FamilyMember = {
    ...member,
    id: '77777777-7777-4777-8777-777777777777',
    user_id: null,
    first_name: 'Петя',
    name: 'Петя',
    role: 'CHILD',
    relationship: 'child',
    family_role: 'CHILD',
    is_creator: false,
    manages: false,
  };
  it('link members with an account to their page; a relative entered by name stays text', async () => {
    renderAt(
      '/family/family-profile',
      <FamilyMembersCard
        family={
          {
            id: '22222222-2222-4222-8222-222222222222',
            family_name: 'Семья Ивановых',
            user_role: 'CHILD',
            is_user_member: true,
            is_private: true,
          } as FamilyProfile
        }
      />,
      (url) =>
        url.includes('/tree')
          ? { people: [], links: [], me: member.id, can_edit: false }
          : { members: [member, relative] },
    );
    const list = (await screen.findByText('Петя Иванова')).closest('ul') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Анна Иванова' })).toHaveAttribute(
      'href',
      `/family/people/${PERSON}`,
    );
    expect(within(list).queryByRole('link', { name: 'Петя Иванова' })).not.toBeInTheDocument();
    expect(within(list).getByText('Петя Иванова').closest('a')).toBeNull();
  });
});

describe('people search under «Друзья»', () => {
  it('lists everyone user search finds, friends above left out, each leading to their page', async () => {
    registerPeopleTexts();
    const FRIEND = '55555555-5555-4555-8555-555555555555';
    const asked: string[] = [];
    renderAt('/family/friends', <PeopleSearch query="Пётр" module="family" exclude={[FRIEND]} />, (url) => {
      asked.push(url);
      return {
        users: [
          { id: PERSON, name: 'Пётр', surname: 'Петров', email: null, profile_picture: null },
          { id: FRIEND, name: 'Пётр', surname: 'Друг', email: 'p@example.com', profile_picture: null },
        ],
      };
    });
    const link = await screen.findByRole('link', { name: /Пётр Петров/ });
    expect(link).toHaveAttribute('href', `/family/people/${PERSON}`);
    expect(screen.queryByText('Пётр Друг')).not.toBeInTheDocument();
    expect(asked).toEqual([`/api/users/search?query=${encodeURIComponent('Пётр')}`]);
    expect(screen.getByRole('heading', { name: 'Люди' })).toBeVisible();
  });

  it('asks nothing for a single character', () => {
    registerPeopleTexts();
    const server = renderAt('/family/friends', <PeopleSearch query="П" module="family" exclude={[]} />);
    expect(screen.queryByRole('heading', { name: 'Люди' })).not.toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it('says when nobody is found', async () => {
    registerPeopleTexts();
    renderAt('/family/friends', <PeopleSearch query="Никто" module="family" exclude={[]} />, () => ({
      users: [],
    }));
    expect(await screen.findByText(/Никого не нашлось/)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('notification actors', () => {
  it('the actor’s avatar opens their page; the item still opens its subject', async () => {
    const POST = '44444444-4444-4444-8444-444444444444';
    renderAt('/news/wall', <NotificationsBell />, (url) =>
      url === '/api/notifications/unread-count'
        ? { count: 1 }
        : [
            {
              id: '00000000-0000-4000-8000-000000000001',
              type: 'like',
              text: 'Пётр оценил(а) вашу запись',
              created_at: '2026-11-23T10:00:00.000Z',
              is_read: false,
              actor: { id: PERSON, first_name: 'Пётр', last_name: 'Петров', profile_picture: null },
              link: { kind: 'post', id: POST },
            },
          ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' }));
    const item = await screen.findByRole('link', { name: /Пётр оценил/ });
    expect(item).toHaveAttribute('href', `/news/posts/${POST}`);
    const actor = screen.getByTestId('notification-actor');
    expect(actor).toHaveAttribute('href', `/news/people/${PERSON}`);
    // Not inside the item's link (a link cannot hold another).
    expect(item.contains(actor)).toBe(false);
    await userEvent.click(actor);
    expect(screen.getByTestId('where')).toHaveTextContent(`/news/people/${PERSON}`);
  });
});
