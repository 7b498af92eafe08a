/**
 * Storage benchmark (issue 36): the same files uploaded and read back through a server whose files
 * are in the local folder, in a bucket streamed through the server, and in a bucket served by
 * redirect to presigned links. The bucket is s3rver (an S3-protocol server in Node) in a process of
 * its own on this machine. Prints throughput, latency and the server's CPU per MB served.
 * Run: npm run bench:storage   (BIG_MB=64 BIG_FILES=3 SMALL_FILES=40 SMALL_KB=256 READS=400 to change)
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3rver } from '../server/src/test/s3/s3rver.ts';
import { startServer } from './lib/server.ts';

const BIG_MB = Number(process.env.BIG_MB ?? 64);
const BIG_FILES = Number(process.env.BIG_FILES ?? 3);
const SMALL_FILES = Number(process.env.SMALL_FILES ?? 40);
const SMALL_KB = Number(process.env.SMALL_KB ?? 256);
const READS = Number(process.env.READS ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 8392);
const base = `http://127.0.0.1:${PORT}`;
const BUCKET = 'krug-bench';
const work = mkdtempSync(join(tmpdir(), 'krug-bench-storage-'));
const TICK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU milliseconds a process has used (user + system). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK;
}
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the process has been nearly idle for half a second (jobs and GC after uploads). */
async function settle(pid: number) {
  for (let i = 0; i < 40; i += 1) {
    const before = cpuMs(pid);
    await sleep(500);
    if (cpuMs(pid) - before < 25) return;
  }
}

/** A PDF header and filler (accepted as a document; no tool runs on it: PDFTOPPM_PATH is unset below). */
function* pdfChunks(bytes: number, seed: number) {
  const head = Buffer.from(`%PDF-1.4\n%${seed}\n`);
  yield head;
  let left = bytes - head.length;
  const block = Buffer.alloc(MB, 0x20 + (seed % 90));
  while (left > 0) {
    const n = Math.min(block.length, left);
    yield block.subarray(0, n);
    left -= n;
  }
}

/** Streams one multipart upload (never whole in memory on this side either). */
function upload(token: string, bytes: number, seed: number): Promise<{ id: string; file_url: string }> {
  const boundary = `----krugbench${seed}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="source_module"\r\n\r\npersonal\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="privacy_level"\r\n\r\nprivate\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f${seed}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
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
          'content-length': head.length + bytes + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () =>
          res.statusCode === 201
            ? resolve(JSON.parse(body))
            : reject(new Error(`upload ${res.statusCode}: ${body}`)),
        );
      },
    );
    req.on('error', reject);
    req.write(head);
    const chunks = pdfChunks(bytes, seed);
    const pump = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next())
        if (!req.write(next.value)) return void req.once('drain', pump);
      req.end(tail);
    };
    pump();
  });
}

/** GET as a browser does (following a redirect to the bucket); answers the bytes received. */
async function read(url: string, range?: string): Promise<number> {
  const res = await fetch(`${base}${url}`, { headers: range ? { range } : {} });
  if (res.status !== 200 && res.status !== 206) throw new Error(`GET ${url}: ${res.status}`);
  let n = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) n += chunk.length;
  return n;
}

async function pool<T>(items: T[], concurrency: number, each: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await each(items[next++] as T);
    }),
  );
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

interface Row {
  mode: string;
  uploadMBs: number;
  uploadRss: number;
  downloadMBs: number;
  downloadCpuPerMB: number;
  rangeRps: number;
  rangeP50: number;
  rangeP99: number;
  rangeCpuPerReq: number;
  smallRps: number;
  smallP50: number;
  smallP99: number;
  smallCpuPerReq: number;
  s3CpuPerMB: number | null;
}

async function measure(mode: string, env: Record<string, string>, s3Pid: number | null): Promise<Row> {
  const dataDir = join(work, mode.replace(/\W+/g, '-'));
  let server: ChildProcess | undefined;
  try {
    const started = await startServer({
      port: PORT,
      dataDir,
      env: { ...env, PDFTOPPM_PATH: '/nonexistent', MEDIA_MAX_BYTES: String((BIG_MB + 1) * MB) },
    });
    server = started.process;
    const pid = started.pid;
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

    // Uploads: the big files one after another; the server's memory growth meanwhile.
    const rssBefore = rssOf(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(pid));
    }, 20);
    let t0 = performance.now();
    const big: { file_url: string }[] = [];
    for (let i = 0; i < BIG_FILES; i += 1) big.push(await upload(token, BIG_MB * MB, i));
    const uploadS = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const small: { file_url: string }[] = [];
    for (let i = 0; i < SMALL_FILES; i += 1) small.push(await upload(token, SMALL_KB * 1024, 1000 + i));

    // Whole downloads of the big files, one after another.
    await settle(pid);
    let cpu0 = cpuMs(pid);
    const s30 = s3Pid ? cpuMs(s3Pid) : 0;
    t0 = performance.now();
    let bytes = 0;
    for (const f of big) bytes += await read(f.file_url);
    const downloadS = (performance.now() - t0) / 1000;
    const downloadCpu = cpuMs(pid) - cpu0;
    const s3Cpu = s3Pid ? cpuMs(s3Pid) - s30 : 0;
    const downloadMB = bytes / MB;

    // A video being watched and scrubbed: 1 MB ranges at random places, CONCURRENCY at once.
    const ranges = Array.from({ length: READS }, (_, i) => {
      const start = Math.floor((((i * 7919) % 1000) / 1000) * (BIG_MB - 1) * MB);
      return { url: big[i % big.length]?.file_url ?? '', range: `bytes=${start}-${start + MB - 1}` };
    });
    const rangeMs: number[] = [];
    await settle(pid);
    cpu0 = cpuMs(pid);
    t0 = performance.now();
    await pool(ranges, CONCURRENCY, async (r) => {
      const s = performance.now();
      await read(r.url, r.range);
      rangeMs.push(performance.now() - s);
    });
    const rangeS = (performance.now() - t0) / 1000;
    const rangeCpu = cpuMs(pid) - cpu0;

    // Thumbnail-sized files, as a feed page loads them.
    const smallReads = Array.from({ length: READS }, (_, i) => small[i % small.length]?.file_url ?? '');
    const smallMs: number[] = [];
    await settle(pid);
    cpu0 = cpuMs(pid);
    t0 = performance.now();
    await pool(smallReads, CONCURRENCY * 2, async (url) => {
      const s = performance.now();
      await read(url);
      smallMs.push(performance.now() - s);
    });
    const smallS = (performance.now() - t0) / 1000;
    const smallCpu = cpuMs(pid) - cpu0;
    rangeMs.sort((a, b) => a - b);
    smallMs.sort((a, b) => a - b);
    return {
      mode,
      uploadMBs: (BIG_FILES * BIG_MB) / uploadS,
      uploadRss: (rssPeak - rssBefore) / MB,
      downloadMBs: downloadMB / downloadS,
      downloadCpuPerMB: downloadCpu / downloadMB,
      rangeRps: READS / rangeS,
      rangeP50: pct(rangeMs, 0.5),
      rangeP99: pct(rangeMs, 0.99),
      rangeCpuPerReq: rangeCpu / READS,
      smallRps: READS / smallS,
      smallP50: pct(smallMs, 0.5),
      smallP99: pct(smallMs, 0.99),
      smallCpuPerReq: smallCpu / READS,
      s3CpuPerMB: s3Pid ? s3Cpu / downloadMB : null,
    };
  } finally {
    if (server) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

const s3 = await startS3rver({ buckets: [BUCKET] });
try {
  const keys = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  const s3Pid = s3.child.pid ?? null;
  const rows = [
    await measure('local folder', {}, null),
    await measure(
      'S3, streamed through the server',
      { ...keys, STORAGE_URL: s3.storageUrl(BUCKET, 'streamed') },
      s3Pid,
    ),
    await measure(
      'S3, redirect to presigned links',
      { ...keys, STORAGE_URL: `${s3.storageUrl(BUCKET, 'redirect')}&redirect_seconds=300` },
      s3Pid,
    ),
  ];
  const f = (n: number, d = 1) => n.toFixed(d);
  console.log(
    `\n${BIG_FILES} × ${BIG_MB} MB uploads and whole downloads; ${READS} reads of 1 MB ranges (${CONCURRENCY} at once); ` +
      `${READS} reads of ${SMALL_KB} kB files (${CONCURRENCY * 2} at once)\n`,
  );
  console.log(
    '| storage | upload MB/s | upload RSS growth | download MB/s | server CPU ms/MB | S3 CPU ms/MB | 1 MB ranges/s | p50 / p99 ms | server CPU ms/range | small files/s | p50 / p99 ms | server CPU ms/small |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of rows)
    console.log(
      `| ${r.mode} | ${f(r.uploadMBs)} | ${f(r.uploadRss)} MB | ${f(r.downloadMBs)} | ${f(r.downloadCpuPerMB, 2)} | ${r.s3CpuPerMB === null ? '–' : f(r.s3CpuPerMB, 2)} | ${f(r.rangeRps)} | ${f(r.rangeP50, 0)} / ${f(r.rangeP99, 0)} | ${f(r.rangeCpuPerReq, 2)} | ${f(r.smallRps)} | ${f(r.smallP50, 0)} / ${f(r.smallP99, 0)} | ${f(r.smallCpuPerReq, 2)} |`,
    );
} finally {
  await s3.stop();
  rmSync(work, { recursive: true, force: true });
}
