/**
 * Media variants benchmark (issue 22): (a) variant generation throughput: 4000×3000 camera JPEGs
 * turned into the 320/1080/2048 WebP variants in this process, with libvips on one thread
 * (images per second per core) and on all of them; (b) the server's peak memory while photos are
 * uploaded and its media job worker makes their variants (variants on), from /proc.
 * Run: npm run bench:variants   (IMAGES=… photos, default 8)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeImageVariants } from '../server/src/features/media-variants/image-variants.ts';
import { cameraJpeg } from './lib/photo.ts';
import { startServer } from './lib/server.ts';

const IMAGES = Number(process.env.IMAGES ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 8472);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'krug-bench-variants-'));
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : 0;
};

console.log(`making ${IMAGES} 4000×3000 JPEGs…`);
const photos: Buffer[] = [];
for (let i = 0; i < IMAGES; i += 1) photos.push(await cameraJpeg(i));
const avg = photos.reduce((n, p) => n + p.length, 0) / photos.length;
console.log(`  ${mb(avg)} each on average`);

// (a) Throughput.
const cores = availableParallelism();
for (const threads of [1, cores]) {
  sharp.concurrency(threads);
  await makeImageVariants(photos[0] as Buffer); // warm-up
  const started = performance.now();
  let out = 0;
  for (const p of photos) for (const v of await makeImageVariants(p)) out += v.data.length;
  const s = (performance.now() - started) / 1000;
  const rate = IMAGES / s;
  console.log(
    `variants, libvips on ${threads} thread(s): ${rate.toFixed(2)} images/s${threads === 1 ? ' per core' : ` (${(rate / threads).toFixed(2)} per core of ${cores})`}, ${((s / IMAGES) * 1000).toFixed(0)} ms per image, ${mb(out / IMAGES)} of WebP per image`,
  );
}

// (b) Peak memory of the server with variants on.
let server: ChildProcess | undefined;
try {
  const started = await startServer({
    port: PORT,
    dataDir: join(dir, 'data'),
    // The server inherits this environment: MALLOC_ARENA_MAX=2 shows glibc's per-thread arenas' share.
    env: { SCHEDULER_INTERVAL_MS: '1000' },
  });
  server = started.process;
  const pid = started.pid;
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `v${Date.now()}@example.com`,
      password: 'secret123',
      first_name: 'А',
      last_name: 'Б',
    }),
  });
  const token = ((await reg.json()) as { access_token: string }).access_token;
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const t0 = performance.now();
  for (const [i, p] of photos.entries()) {
    const form = new FormData();
    form.set('file', new Blob([p], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
    const res = await fetch(`${base}/api/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload ${res.status} ${await res.text()}`);
  }
  const uploaded = performance.now() - t0;
  for (;;) {
    const list = await fetch(`${base}/api/media?limit=50`, { headers: { authorization: `Bearer ${token}` } });
    const files = ((await list.json()) as { media_files: { variants: unknown[] }[] }).media_files;
    if (files.length >= IMAGES && files.every((f) => f.variants.length > 0)) break;
    if (performance.now() - t0 > 300_000) throw new Error('variants not ready after 5 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  const done = performance.now() - t0;
  clearInterval(sampler);
  console.log(
    `server: ${IMAGES} uploads in ${(uploaded / 1000).toFixed(1)} s, all variants ready after ${(done / 1000).toFixed(1)} s; RSS ${mb(baseline)} before, peak ${mb(peak)} (growth ${mb(peak - baseline)}; MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? 'unset'})`,
  );
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}
