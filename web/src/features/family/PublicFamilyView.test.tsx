import type { PublicFamilyProfile } from '@krug/contract/family';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { FamilyHeader } from './FamilyHeader.tsx';
import { PublicFamilyView } from './PublicFamilyView.tsx';

const ID = '22222222-2222-4222-8222-222222222222';
const member = (
  first: string,
  role: 'PARENT' | 'CHILD' | null,
  relationship: string | null,
  creator = false,
) => ({
  id: crypto.randomUUID(),
  first_name: first,
  last_name: 'Петровы',
  role,
  relationship,
  is_creator: creator,
  profile_picture: null,
});
const profile = (patch: Partial<PublicFamilyProfile> = {}): PublicFamilyProfile => ({
  id: ID,
  family_name: 'Семья Петровых',
  family_surname: 'Петров',
  city: 'Тула',
  member_count: 3,
  created_at: '2026-01-15T10:00:00.000Z',
  description: 'Мы любим походы',
  banner_url: '/api/family-profiles/x/banner?sig=1',
  family_photo_url: '/api/family-profiles/x/avatar?sig=1',
  avatar_url: '/api/family-profiles/x/avatar?sig=1',
  is_private: false,
  is_preview_mode: false,
  who_can_see_posts: 'public',
  followers_count: 2,
  viewer_is_following: false,
  members: [
    member('Иван', 'PARENT', null, true),
    member('Анна', 'CHILD', 'child'),
    member('Нина', null, 'sibling'),
  ] as PublicFamilyProfile['members'],
  posts_visible: true,
  posts: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      author_name: 'Иван Петров',
      author_profile_picture: null,
      content: 'На даче',
      media_files: [
        {
          id: '44444444-4444-4444-8444-444444444444',
          file_type: 'image',
          mime_type: 'image/png',
          file_url: '/api/media/files/4?sig=1',
          thumbnail_url: '/api/media/files/4?sig=1&variant=thumb',
          original_filename: 'dacha.png',
          file_size: 10,
          source_module: 'family',
          privacy_level: 'PUBLIC',
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ],
      created_at: '2026-11-20T10:00:00.000Z',
      like_count: 2,
      comment_count: 1,
    },
  ],
  ...patch,
});

function serve(body: PublicFamilyProfile) {
  stubFetch(vi.fn(async () => jsonResponse(200, body)));
}

describe('family header', () => {
  it('puts the name and facts under the banner, never on it, with the avatar overlapping its edge', () => {
    renderApp(
      <FamilyHeader name="Семья Петровых" bannerUrl="/b.png" avatarUrl="/a.png" facts={<span>Тула</span>} />,
    );
    const banner = screen.getByTestId('family-banner');
    const name = screen.getByRole('heading', { level: 1, name: 'Семья Петровых' });
    expect(banner).not.toContainElement(name);
    expect(banner.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(banner).queryByText('Тула')).toBeNull();
    expect(screen.getByRole('img', { name: 'Семья Петровых' })).toHaveAttribute('src', '/a.png');
  });
});

describe('public family view', () => {
  it('an outsider follows the family: the button and the count follow the server', async () => {
    const calls: string[] = [];
    stubFetch(
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        return url.endsWith('/follow')
          ? jsonResponse(200, {
              following: init.method === 'POST',
              followers_count: init.method === 'POST' ? 3 : 2,
            })
          : jsonResponse(200, profile());
      }),
    );
    renderApp(<PublicFamilyView familyId={ID} />);
    expect(await screen.findByText('Подписчиков: 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('button', { name: 'Отписаться' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Подписчиков: 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect(await screen.findByRole('button', { name: 'Подписаться' })).toBeVisible();
    expect(calls.filter((c) => c.endsWith('/follow'))).toEqual([
      `POST /api/family/${ID}/follow`,
      `DELETE /api/family/${ID}/follow`,
    ]);
  });

  it('a member previewing sees no follow button', async () => {
    serve(profile({ is_preview_mode: true }));
    renderApp(<PublicFamilyView familyId={ID} />);
    await screen.findByRole('heading', { level: 1, name: 'Семья Петровых' });
    expect(screen.queryByRole('button', { name: 'Подписаться' })).toBeNull();
  });

  it('shows the avatar, banner, name, members with their relationship in Russian, post dates and photos', async () => {
    serve(profile());
    renderApp(<PublicFamilyView familyId={ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Семья Петровых' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Семья Петровых' })).toHaveAttribute(
      'src',
      '/api/family-profiles/x/avatar?sig=1',
    );
    expect(screen.getByTestId('family-banner').querySelector('img')).toHaveAttribute(
      'src',
      '/api/family-profiles/x/banner?sig=1',
    );
    const members = screen.getByRole('region', { name: 'Члены семьи' });
    expect(within(members).getByText('Ребёнок')).toBeVisible();
    expect(within(members).getByText('Брат или сестра')).toBeVisible();
    expect(within(members).getByText('Родитель')).toBeVisible();
    expect(within(members).getByText('Создатель')).toBeVisible();
    const posts = screen.getByRole('region', { name: 'Публикации' });
    expect(within(posts).getByText('На даче')).toBeVisible();
    expect(within(posts).getByRole('button', { name: 'Фото 1 из 1' }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/media/files/4?sig=1&variant=thumb',
    );
    expect(within(posts).getByText('Нравится: 2')).toBeVisible();
    expect(within(posts).getByRole('time')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
  });

  it('says when publications are hidden or when there are none yet', async () => {
    serve(profile({ posts_visible: false, posts: [] }));
    const hidden = renderApp(<PublicFamilyView familyId={ID} />);
    expect(
      await screen.findByText('Публикации скрыты. Эта семья показывает публикации только членам семьи.'),
    ).toBeVisible();
    hidden.unmount();
    serve(profile({ posts: [] }));
    renderApp(<PublicFamilyView familyId={ID} />);
    expect(await screen.findByText('Публикаций пока нет.')).toBeVisible();
  });
});
