import type { FamilyMember } from '@krug/contract/family';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { FamilyMemberActions } from './FamilyMemberActions.tsx';

const FAMILY = '22222222-2222-4222-8222-222222222222';
const relative: FamilyMember = {
  id: '66666666-6666-4666-8666-666666666666',
  user_id: null,
  first_name: 'Петя',
  last_name: 'Петров',
  name: 'Петя',
  surname: 'Петров',
  date_of_birth: '2015-04-01',
  role: 'CHILD',
  relationship: 'child',
  family_role: 'CHILD',
  is_creator: false,
  manages: false,
  status: 'active',
  profile_picture: null,
};
const invited: FamilyMember = {
  ...relative,
  id: '77777777-7777-4777-8777-777777777777',
  user_id: '88888888-8888-4888-8888-888888888888',
  first_name: 'Борис',
  status: 'invited',
};

function server() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse(200, { members: [] });
    }),
  );
  return calls;
}

describe('family member actions (PARENT)', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  });

  it('edits a relative without an account with the fields used when adding one (PUT)', async () => {
    const calls = server();
    renderApp(<FamilyMemberActions familyId={FAMILY} member={relative} />);
    await userEvent.click(screen.getByRole('button', { name: 'Изменить: Петя Петров' }));
    const dialog = await screen.findByRole('dialog', { name: 'Родственник без аккаунта' });
    expect(within(dialog).getByLabelText(/Дата рождения/)).toHaveValue('2015-04-01');
    expect(within(dialog).getByLabelText('Родство')).toHaveValue('child');
    const first = within(dialog).getByLabelText('Имя');
    await userEvent.clear(first);
    await userEvent.type(first, 'Пётр');
    await userEvent.selectOptions(within(dialog).getByLabelText('Родство'), 'sibling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: `/api/family/${FAMILY}/members/${relative.id}`,
        body: {
          first_name: 'Пётр',
          last_name: 'Петров',
          date_of_birth: '2015-04-01',
          relationship: 'sibling',
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not send an edit without a first name', async () => {
    const calls = server();
    renderApp(<FamilyMemberActions familyId={FAMILY} member={relative} />);
    await userEvent.click(screen.getByRole('button', { name: 'Изменить: Петя Петров' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Имя'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByLabelText('Имя')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('removes a relative by its record id after a confirmation that says only the record goes', async () => {
    const calls = server();
    renderApp(<FamilyMemberActions familyId={FAMILY} member={relative} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить: Петя Петров' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить запись «Петя Петров»?' });
    expect(dialog).toHaveTextContent('из семьи исчезнет только запись о нём');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить запись' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        url: `/api/family/${FAMILY}/members/${relative.id}`,
        body: null,
      }),
    );
  });

  it('offers no edit for a registered (here: invited) member, only removal', () => {
    server();
    renderApp(<FamilyMemberActions familyId={FAMILY} member={invited} />);
    expect(screen.queryByRole('button', { name: /Изменить/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Удалить: Борис Петров' })).toBeInTheDocument();
  });
});
