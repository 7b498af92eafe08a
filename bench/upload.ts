/**
 * Upload benchmark (issue "Media"): streams a 200 MB file to POST /api/media/upload on a server
 * started here, and prints the server's peak memory growth (target: under 64 MB) and throughput.
 * Run: npm run bench:upload   (SIZE_MB=… to change the size)
 */
import type { ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { startServer } from './lib/server.ts';

const SIZE_MB = Number(process.env.SIZE_MB ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 8391);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'krug-bench-'));

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : 0;
};
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function makeFile(path: string) {
  // A PDF header followed by filler: accepted as a document, built without holding it in memory.
  async function* chunks() {
    yield Buffer.from('%PDF-1.4\n');
    const block = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < SIZE_MB; i += 1) yield block;
    yield Buffer.from('\n%%EOF\n');
  }
  await pipeline(chunks, createWriteStream(path));
}

function upload(path: string, token: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = `----krugbench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="source_module"\r\n\r\npersonal\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="privacy_level"\r\n\r\nprivate\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/media/upload`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
  });
}

let server: ChildProcess | undefined;
try {
  const filePath = join(dir, 'big.pdf');
  await makeFile(filePath);
  const size = (await import('node:fs')).statSync(filePath).size;
  server = (await startServer({ port: PORT, dataDir: join(dir, 'data') })).process;
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${Date.now()}@example.com`,
      password: 'secret123',
      first_name: 'Bench',
      last_name: 'Mark',
    }),
  });
  const { access_token: token } = (await reg.json()) as { access_token: string };
  const pid = server.pid ?? 0;
  await new Promise((r) => setTimeout(r, 500));
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = performance.now();
  const res = await upload(filePath, token, size);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${res.body}`);
  const growth = peak - before;
  console.log(`file size:            ${mb(size)}`);
  console.log(`server RSS before:    ${mb(before)}`);
  console.log(`server RSS peak:      ${mb(peak)}`);
  console.log(
    `peak memory growth:   ${mb(growth)}  (target < 64 MB: ${growth < 64 * 1024 * 1024 ? 'met' : 'MISSED'})`,
  );
  console.log(`upload time:          ${seconds.toFixed(2)} s`);
  console.log(`throughput:           ${(size / 1024 / 1024 / seconds).toFixed(1)} MB/s`);
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}
