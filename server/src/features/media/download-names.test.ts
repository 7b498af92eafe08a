import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { unzip } from '../../test/unzip.ts';

/** Issue 29 §5: a file downloads under the extension of the type found from its content. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let polyglot: { id: string; original_filename: string; file_url: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  // A real JPEG with a page appended, named as a page.
  const data = Buffer.concat([await FILES.jpg(), Buffer.from('<html><script>alert(1)</script></html>')]);
  const form = multipart([
    { name: 'source_module', value: 'family' },
    { name: 'file', filename: 'poly.html', data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(owner.token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  polyglot = res.json();
});
afterAll(() => t.close());

it('a JPEG uploaded as poly.html downloads as poly.jpg', async () => {
  expect(polyglot.original_filename).toBe('poly.html');
  const res = await t.app.inject({ url: `${polyglot.file_url}&download=1` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['content-disposition']).toContain('filename="poly.jpg"');
  expect(res.headers['content-disposition']).not.toContain('html');
});

it('and is zipped as poly.jpg', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/archive',
    headers: bearer(owner.token),
    payload: { media_ids: [polyglot.id] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const names = [...unzip(res.rawPayload).keys()];
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/\/poly\.jpg$/);
});
