import type { FamilyTreeResponse, TreePerson } from '@krug/contract/family-tree';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { FamilyTree } from './FamilyTree.tsx';

const FAMILY = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const person = (n: number, first: string, patch: Partial<TreePerson> = {}): TreePerson => ({
  id: id(n),
  user_id: null,
  first_name: first,
  last_name: 'Иванова',
  gender: 'FEMALE',
  date_of_birth: null,
  date_of_death: null,
  is_deceased: false,
  photo_url: null,
  status: 'active',
  kinship: null,
  path: null,
  ...patch,
});
const tree = (canEdit: boolean): FamilyTreeResponse => ({
  people: [
    person(1, 'Анна', { user_id: '11111111-1111-4111-8111-111111111111' }),
    person(2, 'Мария', {
      kinship: 'мать',
      date_of_birth: '1960-05-01',
      path: [{ rel: 'parent', gender: 'FEMALE' }],
    }),
    person(3, 'Вера', {
      kinship: 'бабушка',
      date_of_birth: '1935-01-01',
      date_of_death: '2010-01-01',
      is_deceased: true,
      path: [
        { rel: 'parent', gender: 'FEMALE' },
        { rel: 'parent', gender: 'FEMALE' },
      ],
    }),
  ],
  links: [
    { id: null, from: id(2), to: id(1), kind: 'parent' },
    { id: null, from: id(3), to: id(2), kind: 'parent' },
  ],
  me: id(1),
  can_edit: canEdit,
});

/** A photo of my library, as the picker lists it. */
const PHOTO = {
  id: '44444444-4444-4444-8444-444444444444',
  original_filename: 'бабушка.jpg',
  file_type: 'image',
  file_url: '/api/media/x/file?sig=1',
  thumbnail_url: null,
  variants: [],
  width: 800,
  height: 600,
  placeholder: null,
  created_at: '2026-11-20T10:00:00Z',
};

afterEach(() => localStorage.clear());

function stub(canEdit: boolean) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') return jsonResponse(201, tree(canEdit));
      if (url.startsWith('/api/media?'))
        return jsonResponse(200, { media_files: [PHOTO], next_cursor: null });
      return jsonResponse(200, tree(canEdit));
    }),
  );
  return calls;
}

describe('family tree', () => {
  it('draws three generations with years and kinship to the viewer', async () => {
    stub(false);
    renderApp(<FamilyTree familyId={FAMILY} familyName="Ивановы" />);
    const grandma = await screen.findByRole('button', { name: /Вера Иванова/ });
    expect(grandma).toHaveTextContent('1935 – 2010');
    expect(grandma).toHaveTextContent('бабушка');
    expect(screen.getByRole('button', { name: /Мария Иванова/ })).toHaveTextContent('мать');
    expect(screen.getByRole('button', { name: /Анна Иванова/ })).toHaveTextContent('Вы');
    await userEvent.click(grandma);
    const card = screen.getByRole('region', { name: 'Вера Иванова' });
    expect(within(card).getByText('бабушка · 1935 – 2010')).toBeVisible();
    // Only the family's PARENTs add relatives.
    expect(within(card).queryByRole('button', { name: 'Добавить родителя' })).toBeNull();
  });

  it('adds a parent of a person as a record from the tree', async () => {
    const calls = stub(true);
    renderApp(<FamilyTree familyId={FAMILY} familyName="Ивановы" />);
    await userEvent.click(await screen.findByRole('button', { name: /Вера Иванова/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить родителя' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Имя'), 'Пётр');
    await userEvent.selectOptions(within(dialog).getByLabelText('Пол'), 'MALE');
    await userEvent.type(within(dialog).getByLabelText('Дата рождения'), '1900-02-03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/family/${FAMILY}/tree/relatives`);
    expect(post?.body).toMatchObject({
      anchor_id: id(3),
      relation: 'parent',
      // The anchor's surname in the man's form (issue 32 item 2): Вера Иванова's father is Пётр Иванов.
      person: { first_name: 'Пётр', last_name: 'Иванов', gender: 'MALE', date_of_birth: '1900-02-03' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a record: its photo is kept unless another is chosen from my library', async () => {
    const calls = stub(true);
    renderApp(<FamilyTree familyId={FAMILY} familyName="Ивановы" />);
    const edit = async () => {
      await userEvent.click(await screen.findByRole('button', { name: /Вера Иванова/ }));
      const card = screen.getByRole('region', { name: 'Вера Иванова' });
      await userEvent.click(within(card).getByRole('button', { name: 'Изменить' }));
      return screen.findByRole('dialog', { name: 'Изменить' });
    };
    // Saving the details alone does not name the photo, so the server keeps it.
    let dialog = await edit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('photo_media_id');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await edit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выбрать из моих фото' }));
    const picker = await screen.findByRole('dialog', { name: 'Фото' });
    await userEvent.click(await within(picker).findByRole('button', { name: 'Выбрать: бабушка.jpg' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Добавить' }));
    dialog = await screen.findByRole('dialog', { name: 'Изменить' });
    expect(within(dialog).getByText('Фото выбрано')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const put = calls.filter((c) => c.method === 'PUT')[1];
    expect(put?.url).toBe(`/api/family/${FAMILY}/tree/people/${id(3)}`);
    expect(put?.body).toMatchObject({ first_name: 'Вера', photo_media_id: PHOTO.id });
  });
});
