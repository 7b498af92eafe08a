import { MESSAGE_TEXTS } from '@krug/contract/chat';
import type { MediaFile } from '@krug/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { uploadMedia } from '../../test/multipart.ts';

/** Issue 31: files together with replies, forwarding and deleting for everyone. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;
let clara: U;
let dacha: string;
let family: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (u: U, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
const upload = (u: U, filename: string, data: Buffer) => uploadMedia(t.app, u.token, filename, data);
const send = (u: U, group: string, payload: object) =>
  call(u, 'POST', `/api/chat-groups/${group}/messages`, payload);
const openFile = (u: U, group: string, id: string) => call(u, 'GET', `/api/chat-groups/${group}/media/${id}`);

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
  clara = await registerUser(t.app, { first_name: 'Клара' });
  await allowGroupAdds(t.app, boris.token);
  await allowGroupAdds(t.app, clara.token);
  dacha = (await call(anna, 'POST', '/api/chat-groups', { name: 'Дача', member_ids: [boris.user.id] })).json()
    .group.id;
  family = (
    await call(boris, 'POST', '/api/chat-groups', { name: 'Семья', member_ids: [clara.user.id] })
  ).json().group.id;
});
afterAll(() => t.close());

describe('files with replies, forwards and deletion', () => {
  it('a reply may carry files: the quote and the files come back together, and a quote of files only names them', async () => {
    const first = await send(anna, dacha, { content: 'Как там грядки?' });
    const photo = await upload(boris, 'beds.png', await FILES.png());
    const res = await send(boris, dacha, { media_ids: [photo.id], reply_to_id: first.json().id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      content: '',
      reply_to: { id: first.json().id, text: 'Как там грядки?' },
    });
    expect(res.json().attachments.map((f: MediaFile) => f.id)).toEqual([photo.id]);
    // Answering the photo: the quote has no text, and the list shows the reply with its quote.
    const answer = await send(anna, dacha, { content: 'Красота', reply_to_id: res.json().id });
    expect(answer.json().reply_to).toMatchObject({ id: res.json().id, text: '', deleted: false });
    const list = (await call(anna, 'GET', `/api/chat-groups/${dacha}/messages`)).json().messages;
    expect(list.find((m: { id: string }) => m.id === res.json().id)).toMatchObject({
      reply_to: { id: first.json().id },
      attachments: [{ id: photo.id }],
    });
  });

  it('a reply to a message of another group with files writes neither the message nor its files (422)', async () => {
    const elsewhere = await send(boris, family, { content: 'Привет' });
    const photo = await upload(anna, 'lost.png', await FILES.png());
    const res = await send(anna, dacha, { media_ids: [photo.id], reply_to_id: elsewhere.json().id });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(MESSAGE_TEXTS.replyNotInGroup);
    const shared = (await call(anna, 'GET', `/api/chat-groups/${dacha}/media?kind=media`)).json().items;
    expect(shared.map((i: { file: MediaFile }) => i.file.id)).not.toContain(photo.id);
  });

  it('a forward carries the files: the other group sees and opens them, which it could not before', async () => {
    const pdf = await upload(anna, 'plan.pdf', await FILES.pdf());
    const sent = (await send(anna, dacha, { content: 'План участка', media_ids: [pdf.id] })).json();
    expect((await openFile(clara, family, pdf.id)).statusCode).toBe(404);
    const res = await call(boris, 'POST', `/api/chat-messages/${sent.id}/forward`, { group_id: family });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      content: 'План участка',
      forwarded_from: expect.stringMatching(/^Анна/),
    });
    expect(res.json().attachments.map((f: MediaFile) => f.id)).toEqual([pdf.id]);
    const opened = await openFile(clara, family, pdf.id);
    expect(opened.statusCode).toBe(200);
    const list = (await call(clara, 'GET', `/api/chat-groups/${family}/messages`)).json().messages;
    expect(list.at(-1)).toMatchObject({ id: res.json().id, attachments: [{ id: pdf.id }] });
  });

  it('deleting for everyone takes the files off the message and out of the shared media', async () => {
    const photo = await upload(anna, 'oops.png', await FILES.png());
    const sent = (await send(anna, dacha, { content: 'Не то', media_ids: [photo.id] })).json();
    expect((await openFile(boris, dacha, photo.id)).statusCode).toBe(200);
    expect((await call(anna, 'DELETE', `/api/chat-messages/${sent.id}`)).statusCode).toBeLessThan(300);
    const list = (await call(boris, 'GET', `/api/chat-groups/${dacha}/messages`)).json().messages;
    expect(list.find((m: { id: string }) => m.id === sent.id)).toMatchObject({
      deleted: true,
      attachments: [],
    });
    expect((await openFile(boris, dacha, photo.id)).statusCode).toBe(404);
    const shared = (await call(boris, 'GET', `/api/chat-groups/${dacha}/media?kind=media`)).json().items;
    expect(shared.map((i: { file: MediaFile }) => i.file.id)).not.toContain(photo.id);
  });
});
