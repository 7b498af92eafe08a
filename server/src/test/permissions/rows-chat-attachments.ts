import { expect } from 'vitest';
import { FILES } from '../files.ts';
import type { Row } from './types.ts';
import type { World } from './world.ts';

/** author sends a photo in the world's group (issue 31): the file exists only for its members. */
const sentPhoto = async (w: World) => {
  const file = await w.upload(w.users.author.token, '/api/media/upload', [
    { name: 'privacy_level', value: 'chat' },
    { name: 'file', filename: 'photo.png', data: await FILES.png() },
  ]);
  await w.call(w.users.author.token, 'POST', `/api/chat-groups/${w.groupId}/messages`, {
    content: 'Фото',
    media_ids: [file.id],
  });
  return { mediaId: file.id as string };
};

/** Issue 31: a group's shared media, its files and muting it are its members' only (404 for others). */
export const chatAttachmentRows: Row[] = [
  {
    op: 'GET /api/chat-groups/{groupId}/media',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, author: 200 },
    setup: sentPhoto,
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/media?kind=media` }),
    check: (_role, body) => {
      const { items } = body as { items: { file: { original_filename: string } }[] };
      expect(items.map((i) => i.file.original_filename)).toContain('photo.png');
    },
  },
  {
    op: 'GET /api/chat-groups/{groupId}/media/{mediaId}',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, author: 200 },
    setup: sentPhoto,
    call: (w, f) => ({ url: `/api/chat-groups/${w.groupId}/media/${f.mediaId}` }),
    check: (_role, body) => expect(body).toMatchObject({ file: { original_filename: 'photo.png' } }),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/media/{mediaId}',
    note: "a file of the caller's own library never sent in the group",
    expect: { owner: 404 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/media/${w.mediaId}` }),
  },
  {
    op: 'PUT /api/chat-groups/{groupId}/mute',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/mute`, payload: { duration: '1h' } }),
    check: (_role, body) => expect((body as { muted_until: string | null }).muted_until).not.toBeNull(),
  },
  {
    op: 'DELETE /api/chat-groups/{groupId}/mute',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/mute` }),
    check: (_role, body) => expect(body).toMatchObject({ muted_until: null }),
  },
];
