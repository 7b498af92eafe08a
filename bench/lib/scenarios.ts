/** The scenarios of the server benchmark (bench/run.ts), from a seeded data set's fixture. */
import { encodeCursor } from '../../server/src/platform/cursor.ts';
import type { Scenario } from './load.ts';
import type { Fixture } from './seed.ts';

const SEARCH_Q = encodeURIComponent('дачу');
const TAG_Q = encodeURIComponent('#дача');
const RARE_Q = encodeURIComponent('рыбалку');

export function scenarios(f: Fixture, token: string, heavyToken: string): Scenario[] {
  const deep = encodeURIComponent(encodeCursor(f.deepPost));
  return [
    { name: 'ping (ceiling)', path: '/api/ping' },
    { name: 'GET /api/auth/me', path: '/api/auth/me', token },
    { name: 'feed, first page', path: '/api/posts', token },
    { name: 'feed, deep page', path: `/api/posts?before=${deep}`, token },
    // Issue 20: «Подписки» — family, household, friends, followed people and families.
    { name: '«Подписки» (feed filter=subscribed), first page', path: '/api/posts?filter=subscribed', token },
    {
      name: '«Подписки» (feed filter=subscribed), deep page',
      path: `/api/posts?filter=subscribed&before=${deep}`,
      token,
    },
    // Round 4: a reader of 10,000 people (1,000 at the small scale) besides a ring of friends.
    {
      name: '«Подписки», reader of many people, first page',
      path: '/api/posts?filter=subscribed',
      token: heavyToken,
    },
    // Wave 9: the family profile's posts (a family's few posts among all of them).
    { name: 'family wall, first page', path: `/api/posts?family_id=${f.familyId}`, token },
    // The feed's circle filters (wave 9: they walked every post to find a circle's few).
    { name: 'feed filter «Моя семья», first page', path: '/api/posts?filter=my-family', token },
    { name: 'feed filter «Дом», first page', path: '/api/posts?filter=household', token },
    // Wave 10: the family module's wall, the page the app opens on (the posts of its modules).
    { name: 'family module wall, first page', path: '/api/posts?module=family', token },
    { name: 'chat messages page', path: `/api/chat-groups/${f.groupId}/messages`, token },
    // Issue 21: search in Russian («дачу» finds «дача»), a hashtag, and the grouped answer.
    { name: 'search posts «дачу», first page', path: `/api/search?kind=posts&q=${SEARCH_Q}`, token },
    {
      name: 'search posts «рыбалку» (rare word), first page',
      path: `/api/search?kind=posts&q=${RARE_Q}`,
      token,
    },
    { name: 'search comments «дачу», first page', path: `/api/search?kind=comments&q=${SEARCH_Q}`, token },
    { name: 'search messages «дачу», first page', path: `/api/search?kind=messages&q=${SEARCH_Q}`, token },
    { name: 'search hashtag «#дача», first page', path: `/api/search?kind=posts&q=${TAG_Q}`, token },
    { name: 'search «дачу», every kind (grouped)', path: `/api/search?q=${SEARCH_Q}`, token },
    {
      name: 'organization search «ромашка»',
      method: 'POST',
      path: '/api/work/organizations/search',
      token,
      body: { query: 'ромашка' },
    },
    { name: 'media list', path: '/api/media', token },
    {
      name: 'create a post',
      method: 'POST',
      path: '/api/posts',
      token,
      body: { content: 'Нагрузочная запись', visibility: 'PUBLIC', source_module: 'personal' },
    },
    {
      name: 'send a chat message',
      method: 'POST',
      path: `/api/chat-groups/${f.groupId}/messages`,
      token,
      body: { content: 'Нагрузочное сообщение' },
    },
    {
      // Hashing runs on libuv's 4 threads for ~65 ms each: 64 connections would only queue.
      connections: 8,
      name: 'sign-in (scrypt, deliberately slow), 8 connections',
      method: 'POST',
      path: '/api/auth/login',
      body: { email: f.viewerEmail, password: f.password },
    },
  ];
}
