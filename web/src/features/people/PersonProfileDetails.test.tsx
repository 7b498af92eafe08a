import type { PersonPage as Person } from '@krug/contract/people';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PersonPage } from './PersonPage.tsx';
import { boris, me, noDetails, renderAt, serve, vera } from './test-kit.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

// Issue 32 item 14: a person's page gets a cover, «О себе» and mutual friends, like VK.
const COVER = '/api/users/covers/11111111-1111-4111-8111-111111111111.webp';
const NEW_COVER = '/api/users/covers/22222222-2222-4222-8222-222222222222.webp';

const page = (over: Partial<Person> = {}): Person => ({
  ...boris,
  middle_name: null,
  restricted: false,
  affiliations: [],
  families: [],
  counts: { friends: 2, followers: 0, following: 0, posts: 0 },
  relation: { is_self: false, friendship: 'none', friendship_id: null, following: false },
  ...noDetails,
  ...over,
});
const mine = (over: Partial<Person> = {}) =>
  page({
    id: me.id,
    first_name: me.first_name,
    last_name: me.last_name,
    relation: { is_self: true, friendship: 'none', friendship_id: null, following: false },
    mutual_friends: null,
    ...over,
  });

const render = (p: Person, answers: Parameters<typeof serve>[0] = {}) => {
  const calls = serve({
    [`/api/people/${p.id}`]: [200, p],
    [`/api/people/${p.id}/posts?limit=20`]: [200, []],
    ...answers,
  });
  renderAt(`/family/people/${p.id}`, '/:module/people/:personId', <PersonPage module="family" />);
  return calls;
};

describe('«О себе»', () => {
  it('shows what the person wrote, read-only on others’ pages', async () => {
    render(page({ about: 'Люблю рыбалку\nи дачу' }));
    const card = await screen.findByRole('region', { name: 'О себе' });
    expect(card).toHaveTextContent('Люблю рыбалку и дачу');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is hidden on others’ pages when empty', async () => {
    render(page());
    await screen.findByRole('heading', { level: 1, name: 'Борис Петров' });
    expect(screen.queryByRole('region', { name: 'О себе' })).not.toBeInTheDocument();
  });

  it('on one’s own page: edit inline with a counter, refuse over 500, save, cancel, and show the server’s error', async () => {
    const user = userEvent.setup();
    let answer: [number, unknown] = [422, { detail: 'Текст «О себе» должен быть не длиннее 500 символов' }];
    const sent: unknown[] = [];
    render(mine(), {
      'PUT /api/users/about': (body) => {
        sent.push(body);
        return answer;
      },
    });
    const card = await screen.findByRole('region', { name: 'О себе' });
    expect(card).toHaveTextContent('Расскажите о себе');
    await user.click(within(card).getByRole('button', { name: 'Рассказать о себе' }));
    const box = within(card).getByRole('textbox', { name: 'Текст «О себе»' });
    await user.type(box, 'Привет');
    expect(within(card).getByText('6 из 500')).toBeVisible();

    // Too long: the counter turns red, the error says so and «Сохранить» waits.
    await user.clear(box);
    await user.click(box);
    await user.paste('я'.repeat(501));
    expect(within(card).getByText('501 из 500')).toBeVisible();
    expect(within(card).getByRole('alert')).toHaveTextContent('Не больше 500 символов');
    expect(within(card).getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    // The server's refusal is shown in its words.
    await user.clear(box);
    await user.type(box, 'Рыбак');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Текст «О себе» должен быть не длиннее 500 символов',
    );
    answer = [200, { about: 'Рыбак', cover_picture: null }];
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(card).queryByRole('textbox')).not.toBeInTheDocument());
    expect(card).toHaveTextContent('Рыбак');
    expect(sent).toEqual([{ about: 'Рыбак' }, { about: 'Рыбак' }]);

    // «Изменить» opens the text again; «Отмена» leaves it as it was.
    await user.click(within(card).getByRole('button', { name: 'Изменить' }));
    const again = within(card).getByRole('textbox');
    expect(again).toHaveValue('Рыбак');
    await user.type(again, ' и садовод');
    await user.click(within(card).getByRole('button', { name: 'Отмена' }));
    expect(card).toHaveTextContent('Рыбак');
    expect(card).not.toHaveTextContent('садовод');
    expect(sent).toHaveLength(2);
  });
});

describe('the cover', () => {
  it('shows across the top of others’ pages, and not at all when they have none', async () => {
    render(page({ cover_picture: COVER }));
    const cover = await screen.findByTestId('person-cover');
    expect(within(cover).getByRole('img', { name: 'Обложка страницы' })).toHaveAttribute('src', COVER);
    expect(within(cover).queryByRole('button')).not.toBeInTheDocument();
  });

  it('others without a cover: no band', async () => {
    render(page());
    await screen.findByRole('heading', { level: 1, name: 'Борис Петров' });
    expect(screen.queryByTestId('person-cover')).not.toBeInTheDocument();
  });

  it('on one’s own page: «Изменить обложку» uploads through the file picker, «Убрать обложку» asks first', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: unknown[] = [];
    const calls = render(mine({ cover_picture: COVER }), {
      'PUT /api/users/profile-cover': (body) => {
        sent.push(body);
        return [200, { about: null, cover_picture: NEW_COVER }];
      },
      'DELETE /api/users/profile-cover': [200, { about: null, cover_picture: null }],
    });
    const cover = await screen.findByTestId('person-cover');
    await user.click(within(cover).getByRole('button', { name: 'Изменить обложку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Обложка страницы' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    // Not an image: refused before anything is sent, in the spec's words.
    await user.upload(input, new File(['x'], 'doc.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Пожалуйста, выберите изображение');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'sea.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ cover_image: expect.stringMatching(/^data:image\/png;base64,/) }]);
    expect(within(cover).getByRole('img')).toHaveAttribute('src', NEW_COVER);

    await user.click(within(cover).getByRole('button', { name: 'Убрать обложку' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Оставить' }));
    expect(calls).not.toContain('DELETE /api/users/profile-cover');
    await user.click(within(cover).getByRole('button', { name: 'Убрать обложку' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(within(cover).queryByRole('img')).not.toBeInTheDocument());
    expect(calls).toContain('DELETE /api/users/profile-cover');
    expect(within(cover).getByRole('button', { name: 'Добавить обложку' })).toBeVisible();
  });
});

describe('«Общие друзья»', () => {
  it('shows the count and the faces, each linking to the person’s page', async () => {
    render(
      page({
        mutual_friends: {
          count: 3,
          people: [vera, { ...vera, id: `${vera.id.slice(0, -1)}4`, first_name: 'Глеб' }],
        },
      }),
    );
    const card = await screen.findByRole('region', { name: /Общие друзья/ });
    expect(card).toHaveTextContent('3 общих друга');
    expect(within(card).getByRole('link', { name: 'Вера Смирнова' })).toHaveAttribute(
      'href',
      `/family/people/${vera.id}`,
    );
    expect(within(card).getAllByRole('link')).toHaveLength(2);
  });

  it('is hidden when there are none', async () => {
    render(page({ mutual_friends: { count: 0, people: [] } }));
    await screen.findByRole('heading', { level: 1, name: 'Борис Петров' });
    expect(screen.queryByRole('region', { name: /Общие друзья/ })).not.toBeInTheDocument();
  });
});
