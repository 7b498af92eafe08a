import type { PublicOrganization } from '@krug/contract/org-feed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { OrgPublicStandalone, OrgPublicView } from './OrgPublicPage.tsx';

const ORG = '33333333-3333-4333-8333-333333333333';
const profile: PublicOrganization = {
  id: ORG,
  name: 'Ромашка',
  logo_url: null,
  banner_url: null,
  organization_type: 'COMPANY',
  location: 'Казань, Россия',
  founded_year: 2015,
  description: 'Делаем софт для семей.',
  industry: 'Technology',
  website: 'https://romashka.ru',
  organization_size: '11-50',
  member_count: 12,
  follower_count: 3,
  department_count: 2,
  viewer_is_member: false,
  viewer_is_following: false,
  viewer_has_pending_request: false,
};

let bodies: string[] = [];
function server(found = true) {
  bodies = [];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  const calls: string[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        calls.push(`${method} ${url}`);
        if (init?.body) bodies.push(String(init.body));
        return url.endsWith('/join-request')
          ? jsonResponse(201, { message: 'Запрос отправлен!', id: 'r1' })
          : jsonResponse(200, { message: 'ok' });
      }
      return found
        ? jsonResponse(200, { data: profile })
        : jsonResponse(404, { detail: 'Организация не найдена' });
    }),
  );
  return calls;
}

describe('organization public profile', () => {
  it('shows a signed-out visitor the profile and the Information section, with sign-in to join', async () => {
    const calls = server();
    renderApp(<OrgPublicStandalone />, { path: `/organizations/org-public?id=${ORG}` });
    expect(await screen.findByRole('heading', { name: 'Ромашка' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Информация' });
    expect(within(info).getByText('Технологии')).toBeInTheDocument();
    expect(within(info).getByText('Казань, Россия')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'romashka.ru' })).toHaveAttribute(
      'href',
      'https://romashka.ru',
    );
    expect(screen.getByText('Делаем софт для семей.')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    // Join leads to sign-in: no call is made without an account.
    expect(screen.getByRole('link', { name: 'Вступить' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Подписаться' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lets a signed-in outsider ask to join and follow', async () => {
    const calls = server();
    renderApp(<OrgPublicView id={ORG} signedIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Вступить' }));
    // A message to the administrators can go with the request (issue 32).
    const dialog = await screen.findByRole('dialog', { name: 'Запрос на вступление' });
    await userEvent.type(
      within(dialog).getByLabelText(/Сообщение администраторам/),
      'Работаю в отделе продаж',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    expect(await screen.findByRole('button', { name: 'Запрос отправлен' })).toBeDisabled();
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({ message: 'Работаю в отделе продаж' });
    expect(await screen.findByText('Запрос отправлен!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отписаться' })).toBeInTheDocument());
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(calls).toEqual([
      `POST /api/organizations/${ORG}/join-request`,
      `POST /api/organizations/${ORG}/follow`,
    ]);
  });

  it("says 'Организация не найдена' for an unknown organization", async () => {
    server(false);
    renderApp(<OrgPublicView id={ORG} signedIn />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Организация не найдена');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });
});
