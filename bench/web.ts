/**
 * Web performance (issue 10): (a) the gzipped JavaScript the production build makes the browser
 * download before the sign-in page and before the feed can show (entry + the route's lazy chunks
 * and their static imports, read from Vite's manifest); (b) the feed's Largest Contentful Paint
 * with 20 posts in Chromium on a cold cache, against a server it starts on a throwaway data dir;
 * (c) issue 22: bytes transferred and CLS for a first page of 10 camera-photo posts, with the
 * WebP variants and with the originals in the same run (bench/lib/web-photos.ts).
 * Run: npm run bench:web [-- --no-build]   (--no-build measures the existing web/dist)
 * Knobs: RUNS (5), POSTS (20), BENCH_PORT (8460).
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server.ts';
import { photoFeed } from './lib/web-photos.ts';
import { encodePng } from './lib/web-png.ts';
import { routeSizes } from './lib/web-sizes.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const POSTS = Number(process.env.POSTS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8460);
const SHELL_FEED_TARGET_KB = 200;
const LCP_TARGET_MS = 1000;
const root = join(import.meta.dirname, '..');
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'krug-bench-web-'));

// The benchmark must end by itself even if the server or the browser hangs.
const deadline = setTimeout(() => {
  console.error('bench:web: gave up after 5 minutes');
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}, 300_000);
deadline.unref();

// biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of API answers
const call = async (path: string, init: RequestInit, token?: string): Promise<any> => {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(`${base}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};
const postJson = (path: string, body: unknown, token?: string) =>
  call(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    token,
  );

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/**
 * Browser code (strings: this project is typed for Node). The session as the web app keeps it
 * (web/src/lib/api.ts tokenStore, web/src/lib/flags.ts), so the feed opens without a detour.
 */
function signedIn(token: string, userId: string) {
  const items = {
    'krug.token': token,
    [`krug.onboarding-completed.${userId}`]: 'true',
    [`krug.gender-asked.${userId}`]: 'true',
  };
  return `for (const [k, v] of Object.entries(${JSON.stringify(items)})) localStorage.setItem(k, v);`;
}

/**
 * Browser code: the latest Largest Contentful Paint candidate (buffered since navigation), and
 * when the scripts, the session check and the first page of posts had arrived, to show what the
 * paint waited for.
 */
const READ_LCP = `new Promise((resolve) => {
  const timing = (test, field) => Math.max(0, ...performance.getEntriesByType('resource')
    .filter((e) => test(new URL(e.name).pathname)).map((e) => e[field]));
  const arrived = (test) => timing(test, 'responseEnd');
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const el = last && last.element;
    resolve({
      time: last ? last.startTime : NaN,
      what: el ? '<' + el.tagName.toLowerCase() + '> ' + Math.round(last.size) + ' px²' : 'unknown element',
      scripts: arrived((p) => p.endsWith('.js')),
      me: arrived((p) => p === '/api/auth/me'),
      posts: arrived((p) => p === '/api/posts'),
      postsAsked: timing((p) => p === '/api/posts', 'startTime'),
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

// (a) Bundle sizes.
if (!process.argv.includes('--no-build')) {
  console.log('building web/ (npm run build -w web)…');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const dist = join(root, 'web', 'dist');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log('\ninitial JavaScript, gzipped (each file alone, as a browser downloads it):');
for (const route of routeSizes(dist)) {
  const target =
    route.name === 'shell + feed'
      ? `  (target < ${SHELL_FEED_TARGET_KB} kB: ${verdict(route.gzip < SHELL_FEED_TARGET_KB * 1000)})`
      : '';
  console.log(
    `  ${route.name.padEnd(14)} ${kb(route.gzip).padStart(9)} in ${route.files.length} files (${kb(route.raw)} minified)${target}`,
  );
  const biggest = route.files.slice(0, 6).map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`);
  console.log(`  ${''.padEnd(14)} largest: ${biggest.join(', ')}`);
}

// (b) Largest Contentful Paint of the feed with POSTS posts.
let server: ChildProcess | undefined;
try {
  server = (await startServer({ port: PORT, dataDir: join(dir, 'data') })).process;

  const auth = await postJson('/api/auth/register', {
    email: `web${Date.now()}@example.com`,
    password: 'secret123',
    first_name: 'Анна',
    last_name: 'Иванова',
  });
  const token: string = auth.access_token;
  const userId: string = auth.user.id;
  // Every fifth post carries a photo, as a real family wall would.
  const withImage = new Set([...Array(POSTS).keys()].filter((i) => i % 5 === 0));
  for (let i = 0; i < POSTS; i += 1) {
    const media_file_ids: string[] = [];
    if (withImage.has(i)) {
      const form = new FormData();
      form.set('source_module', 'family');
      form.set('file', new Blob([photoPng(800, 600, i)], { type: 'image/png' }), `photo-${i}.png`);
      media_file_ids.push((await call('/api/media/upload', { method: 'POST', body: form }, token)).id);
    }
    await postJson(
      '/api/posts',
      {
        content: `Запись ${i + 1}: ${'новости семьи, планы на выходные и фотографии с прогулки. '.repeat(1 + (i % 4))}`,
        source_module: 'family',
        media_file_ids,
      },
      token,
    );
  }
  console.log(`\nfeed: ${POSTS} posts (${withImage.size} with an 800×600 photo), user ${userId}`);
  // The machine may be shared: the load says how much of the CPU the page actually got.
  console.log(`load average before the runs: ${loadavg()[0]?.toFixed(1)} (1 min)`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const lcps: number[] = [];
  try {
    // Run 0 warms the server up (first queries, file reads) and is not counted.
    for (let run = 0; run <= RUNS; run += 1) {
      // A new context is a new profile: empty HTTP cache, so every chunk is downloaded again.
      const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
      await context.addInitScript(signedIn(token, userId));
      const page = await context.newPage();
      await page.goto(`${base}/family/wall`);
      await page
        .locator('main article')
        .nth(POSTS - 1)
        .waitFor({ timeout: 30_000 });
      const rendered = await page.evaluate(() => performance.now());
      await page.waitForLoadState('networkidle');
      const lcp = (await page.evaluate(READ_LCP)) as Record<
        'time' | 'scripts' | 'me' | 'posts' | 'postsAsked',
        number
      > & {
        what: string;
      };
      await context.close();
      const ms = (t: number) => `${t.toFixed(0)} ms`;
      const line = `LCP ${ms(lcp.time).padStart(7)} (${lcp.what}); scripts in ${ms(lcp.scripts)}, session ${ms(lcp.me)}, posts asked ${ms(lcp.postsAsked)} got ${ms(lcp.posts)}, ${POSTS} posts shown ${ms(rendered)}`;
      if (run === 0) console.log(`  warm-up  ${line}  (not counted)`);
      else {
        lcps.push(lcp.time);
        console.log(`  run ${run}    ${line}`);
      }
    }
    const m = median(lcps);
    console.log(
      `feed LCP median: ${m.toFixed(0)} ms over ${RUNS} cold loads (target < ${LCP_TARGET_MS} ms: ${verdict(m < LCP_TARGET_MS)})`,
    );
    // (c) Issue 22: bytes and layout shift of a feed page of camera photos, variants against originals.
    await photoFeed({ browser, base, call, postJson, signedIn });
  } finally {
    await browser.close();
  }
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}

/** A gradient with grain, different per post: compresses about as badly as a photo does. */
function photoPng(width: number, height: number, seed: number): Buffer {
  let state = seed + 1;
  const grain = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % 32;
  };
  return encodePng(width, height, (x, y) => [
    (x / 4 + seed * 40 + grain()) % 256,
    (y / 3 + grain()) % 256,
    (128 + seed * 17 + grain()) % 256,
  ]);
}
