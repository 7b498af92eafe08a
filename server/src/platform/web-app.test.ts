import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

// The build writes .br and .gz beside each text asset (web/build/precompress.ts); the server sends
// them as they are to a browser that accepts them, and the plain file to one that does not.
let dir: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('Круг '.repeat(500))});`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'krug-web-'));
  mkdirSync(join(dir, 'assets'));
  const html = '<!doctype html><title>Круг</title>';
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dir, 'assets', 'app-1.js'), script);
  writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app-1.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'sw.js'), script);
  writeFileSync(join(dir, 'sw.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Круг"}');
  app = Fastify();
  await registerWebApp(app, dir);
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the precompressed asset the browser accepts, cached for a year', async () => {
    const br = await app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers index.html for a view’s URL and a 404 {detail} under /api', async () => {
    const view = await app.inject({ url: '/family/wall', headers: { 'accept-encoding': 'br' } });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(view.rawPayload).toString()).toContain('<title>Круг</title>');
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });

  it('serves the service worker for the whole site, never from a stale cache (issue 35)', async () => {
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(script);
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['service-worker-allowed']).toBeUndefined();
  });
});
