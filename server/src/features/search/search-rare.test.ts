import { VISIBILITIES } from '@krug/contract/posts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { feedPageRepo } from '../posts/feed-page.repo.ts';
import { RECENT_MESSAGES, searchRepo } from './search.repo.ts';

// A post search takes one of two plans (posts.repo searchIsRare): rare words collect their matches
// from the GIN index, common ones walk posts newest first. Both must answer the same pages.
// A message search checks the newest messages first, then all of them.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let readers: U[];

beforeAll(async () => {
  t = await createTestApp();
  const anna = await registerUser(t.app, { first_name: 'Анна' });
  const boris = await registerUser(t.app, { first_name: 'Борис' });
  readers = [anna, boris];
  for (const author of readers)
    for (const visibility of VISIBILITIES)
      for (const content of ['Едем на рыбалку', 'Рыбалка удалась', 'Пироги у бабушки']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: bearer(author.token),
          payload: { content: `${content} ${visibility}`, visibility, source_module: 'community' },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
});
afterAll(() => t.close());

const ids = async (viewerId: string, searchRare: boolean, limit: number) => {
  const out: string[] = [];
  let before: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await feedPageRepo.list(t.db, viewerId, { search: 'рыбалку', searchRare, limit, before });
    out.push(...rows.map((r) => r.id));
    const last = rows.at(-1);
    if (rows.length < limit || !last) return out;
    before = { createdAt: new Date(last.createdAt), id: last.id };
  }
};

it('answers the same pages by the GIN index as by the newest-first walk', async () => {
  for (const reader of readers)
    for (const limit of [3, 100]) {
      const walked = await ids(reader.user.id, false, limit);
      expect(walked.length).toBeGreaterThan(VISIBILITIES.length / 2);
      expect(await ids(reader.user.id, true, limit)).toEqual(walked);
    }
});

it('calls a word rare by the planner estimate, and then finds its posts', async () => {
  const [anna] = readers as [U];
  expect(await feedPageRepo.searchIsRare(t.db, 'рыбалку')).toBe(true);
  const rows = await feedPageRepo.list(t.db, anna.user.id, { search: 'рыбалку', limit: 100 });
  expect(rows.map((r) => r.id)).toEqual(await ids(anna.user.id, false, 100));
});

it('finds messages older than the newest RECENT_MESSAGES of the groups, page by page', async () => {
  const [anna, boris] = readers as [U, U];
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/chat-groups',
    headers: bearer(anna.token),
    payload: { name: 'Рыбаки', member_ids: [boris.user.id] },
  });
  expect(group.statusCode, group.body).toBe(201);
  const groupId: string = group.json().group.id;
  await acceptInvitations(t.app, boris.token, groupId);
  // 3 old matches, then more non-matching messages than the window holds, then 2 new matches.
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
  const rows = [
    ...[0, 1, 2].map((i) => ({ i, content: `Старая рыбалка ${i}` })),
    ...Array.from({ length: RECENT_MESSAGES + 5 }, (_, k) => ({ i: 10 + k, content: `Пироги ${k}` })),
    ...[0, 1].map((k) => ({ i: 10 + RECENT_MESSAGES + 10 + k, content: `Новая рыбалка ${k}` })),
  ];
  await t.db
    .insert(chatMessages)
    .values(
      rows.map((r) => ({ groupId, userId: anna.user.id, content: r.content, createdAt: new Date(at(r.i)) })),
    );
  const contents = async (limit: number) => {
    const out: string[] = [];
    let before: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const page = await searchRepo.messages(t.db, boris.user.id, 'рыбалку', { limit, before });
      out.push(...page.map((m) => m.content));
      const last = page.at(-1);
      if (page.length < limit || !last) return out;
      before = { createdAt: last.createdAt, id: last.id };
    }
  };
  const all = [
    'Новая рыбалка 1',
    'Новая рыбалка 0',
    'Старая рыбалка 2',
    'Старая рыбалка 1',
    'Старая рыбалка 0',
  ];
  expect(await contents(20)).toEqual(all);
  expect(await contents(2)).toEqual(all);
});
