import { image } from '../files.ts';
import { isFile } from './answers.ts';
import type { Row } from './types.ts';
import type { World } from './world.ts';

// «О себе» and the cover of one's own page (issue 32 item 14): every signed-in user acts on themselves only.
const png = `data:image/png;base64,${(await image('png', 300, 100)).toString('base64')}`;
const coverOfMember = async (w: World) => {
  const me = await w.call(w.users.member.token, 'PUT', '/api/users/profile-cover', { cover_image: png });
  return { url: me.cover_picture as string };
};

export const profileDetailsRows: Row[] = [
  {
    op: 'PUT /api/users/about',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/about', payload: { about: 'Люблю дачу' } }),
  },
  {
    op: 'PUT /api/users/profile-cover',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/profile-cover', payload: { cover_image: png } }),
  },
  {
    op: 'DELETE /api/users/profile-cover',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/profile-cover' }),
  },
  {
    op: 'GET /api/users/covers/{name}',
    note: 'a page cover is public by its unguessable name, like a profile photo',
    expect: { anonymous: 200, stranger: 200 },
    setup: coverOfMember,
    call: (_w, f) => ({ url: f.url as string }),
    check: isFile('webp'),
  },
  {
    op: 'GET /api/users/covers/{name}',
    note: 'an unknown name',
    expect: { anonymous: 404 },
    call: () => ({ url: '/api/users/covers/00000000-0000-4000-8000-000000000000.webp' }),
  },
];
