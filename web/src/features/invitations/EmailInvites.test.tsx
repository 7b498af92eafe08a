import type { EmailInvitation } from '@krug/contract/email-invitations';
import { HOUSEHOLD_RELATIONSHIPS } from '@krug/contract/household';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse } from '../../test/render.tsx';
import { EmailInvites } from './EmailInvites.tsx';

// Issue 33 §3: «Пригласить по электронной почте» validates with the contract schema, shows sending,
// the server's answer or its error, and lists the pending invitations with «Отменить».
const HOME = '33333333-3333-4333-8333-333333333333';
const pending = (n: number, email: string, can_cancel: boolean): EmailInvitation => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  email,
  relationship: 'tenant',
  inviter: null,
  created_at: '2026-11-26T10:00:00.000Z',
  can_cancel,
});

function renderForm(answer: (method: string, body: unknown) => Response | Promise<Response>) {
  let list = [pending(1, 'mine@example.com', true), pending(2, 'theirs@example.com', false)];
  const calls: { method: string; url: string; body: unknown }[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: { method?: string; body?: string }) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(init.body) : null;
      calls.push({ method, url, body });
      if (method === 'DELETE') {
        list = list.filter((i) => !url.endsWith(i.id));
        return jsonResponse(200, list);
      }
      if (method === 'POST') return answer(method, body);
      return jsonResponse(200, list);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter>
      <Providers client={client}>
        <EmailInvites
          kind="household"
          targetId={HOME}
          relationships={HOUSEHOLD_RELATIONSHIPS}
          relationshipLabel={(r) => `label:${r}`}
        />
      </Providers>
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => localStorage.clear());

describe('inviting to a household by email', () => {
  it('refuses a malformed address and a missing relationship without calling the server', async () => {
    const calls = renderForm(() => jsonResponse(201, { message: 'x' }));
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Некорректный email')).toBeVisible();
    expect(screen.getByText('Выберите, кем приходится человек')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the address lower-cased with the relationship and shows the answer', async () => {
    let release: (r: Response) => void = () => {};
    const calls = renderForm(() => new Promise<Response>((resolve) => (release = resolve)));
    await userEvent.type(screen.getByLabelText('Электронная почта'), ' Guest@Example.COM ');
    await userEvent.selectOptions(screen.getByLabelText('Кем приходится приглашённый'), 'roommate');
    await userEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByRole('button', { name: 'Отправляем…' })).toBeDisabled();
    release(jsonResponse(201, { message: 'Приглашение отправлено на email.' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Приглашение отправлено на email.');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/household/${HOME}/email-invitations`,
      body: { email: 'guest@example.com', relationship: 'roommate' },
    });
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('');
  });

  it('shows the server’s refusal', async () => {
    renderForm(() => jsonResponse(429, { detail: 'Слишком много приглашений. Попробуйте позже.' }));
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'guest@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Кем приходится приглашённый'), 'tenant');
    await userEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много приглашений. Попробуйте позже.',
    );
  });

  it('lists the pending invitations and cancels those the caller may', async () => {
    const calls = renderForm(() => jsonResponse(201, { message: 'x' }));
    const list = (await screen.findByText('mine@example.com')).closest('ul') as HTMLElement;
    expect(within(list).getByText('theirs@example.com')).toBeVisible();
    expect(within(list).getAllByText('label:tenant')).toHaveLength(2);
    expect(
      within(list).queryByRole('button', { name: 'Отменить приглашение: theirs@example.com' }),
    ).toBeNull();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Отменить приглашение: mine@example.com' }),
    );
    await waitFor(() => expect(screen.queryByText('mine@example.com')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      `/api/household/${HOME}/email-invitations/00000000-0000-4000-8000-000000000001`,
    );
  });
});
