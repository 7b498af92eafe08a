import { INVITEE_TEXTS, INVITEES_MAX } from '@krug/contract/chat';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { tableFingerprinter } from '../../test/fuzz/snapshot.ts';

/** Issue 29 §5: an event's invitees are bounded; past the bounds a 422 in Russian, nothing written. */
let t: TestApp;
let token: string;
let groupId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
  groupId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/chat-groups',
      headers: bearer(token),
      payload: { name: 'Дача' },
    })
  ).json().group.id;
});
afterAll(() => t.close());

const create = (invitees: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/chat-groups/${groupId}/scheduled-actions`,
    headers: bearer(token),
    payload: { title: 'Шашлыки', scheduled_date: '2030-05-01', invitees },
  });

it('refuses too many invitees or too long ones with a Russian 422 and writes nothing', async () => {
  const fingerprint = await tableFingerprinter(t.db);
  const before = await fingerprint();
  const many = await create(Array.from({ length: INVITEES_MAX + 1 }, (_, i) => `Гость ${i}`));
  expect(many.statusCode).toBe(422);
  expect(many.json().detail).toBe(INVITEE_TEXTS.tooMany);
  const long = await create('я'.repeat(100_000));
  expect(long.statusCode).toBe(422);
  expect(long.json().detail).toBe(INVITEE_TEXTS.textTooLong);
  expect(await fingerprint()).toEqual(before);
  const ok = await create(['Анна', 'Иван']);
  expect(ok.statusCode).toBe(201);
  expect(ok.json().invitees).toBe('Анна, Иван');
});
