/**
 * The family tree at size (issue 34 §1: «a tree of 200 people draws in under a second»). Seeds one
 * family of PEOPLE people through the API the «Древо» tab uses (five generations: the viewer's
 * parents and grandparents above, couples with three children each below), then in Debian's
 * Chromium at 1366×900 measures, RUNS times on a warm page, the time from the click on «Древо»
 * to the frame after every person's card is in the page (the tree's fetch, the relatives-tree
 * layout and React's render together), and separately the tree answer's server time.
 * Run: npm run bench:tree   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 * Knobs: PEOPLE (200), RUNS (5), BENCH_PORT (8470).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { jsonPoster } from './lib/http.ts';
import { startServer } from './lib/server.ts';

const PEOPLE = Number(process.env.PEOPLE ?? 200);
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8470);
const TARGET_MS = 1000;
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'krug-bench-tree-'));
const post = jsonPoster(base);

// The benchmark must end by itself even if the server or the browser hangs.
const deadline = setTimeout(() => {
  console.error('bench:tree: gave up after 10 minutes');
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}, 600_000);
deadline.unref();

interface Tree {
  me: string;
  people: { id: string }[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * Browser code (a string: tsx's helpers do not exist in the page): resolves with the milliseconds
 * from now to the frame after `count` person cards are in the page (and how many were drawn,
 * giving up after 20 s).
 */
const DRAWN = (count: number) => `new Promise((resolve) => {
  const start = performance.now();
  const check = () => {
    const drawn = document.querySelectorAll('[data-person]').length;
    if (drawn >= ${count} || performance.now() - start > 20000)
      requestAnimationFrame(() => resolve({ ms: performance.now() - start, drawn }));
    else requestAnimationFrame(check);
  };
  check();
})`;

let server: ChildProcess | undefined;
try {
  server = (
    await startServer({ port: PORT, dataDir: join(dir, 'data'), databaseUrl: process.env.BENCH_DATABASE_URL })
  ).process;
  const auth = await post('/api/auth/register', {
    email: `tree${Date.now()}@example.com`,
    password: 'secret123',
    first_name: 'Анна',
    last_name: 'Соколова',
  });
  const token: string = auth.access_token;
  const userId: string = auth.user.id;
  const family = await post('/api/family/create-with-members', { name: 'Соколовы', members: [] }, token);
  const treePath = `/api/family/${family.id}/tree`;
  const treeNow = async (): Promise<Tree> => {
    const res = await fetch(`${base}${treePath}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${treePath}: ${res.status}`);
    return (await res.json()) as Tree;
  };

  // Adds one relative of `anchor`; answers the new person's id (the one the tree did not have).
  let known = new Set((await treeNow()).people.map((p) => p.id));
  let n = 0;
  const add = async (anchor: string, relation: 'parent' | 'child' | 'spouse', gender: 'MALE' | 'FEMALE') => {
    n += 1;
    const year = relation === 'parent' ? 1940 : 1970 + (n % 40);
    const tree: Tree = await post(
      `${treePath}/relatives`,
      {
        anchor_id: anchor,
        relation,
        person: {
          first_name: gender === 'MALE' ? `Иван ${n}` : `Мария ${n}`,
          last_name: gender === 'MALE' ? 'Соколов' : 'Соколова',
          gender,
          date_of_birth: `${year}-0${1 + (n % 9)}-1${n % 10}`,
        },
      },
      token,
    );
    const added = tree.people.find((p) => !known.has(p.id));
    known = new Set(tree.people.map((p) => p.id));
    if (!added) throw new Error('the tree answered without the new person');
    return added.id;
  };

  const seeding = performance.now();
  const me = (await treeNow()).me;
  // Above: parents and grandparents. Below: couples with three children each, breadth first.
  const [father, mother] = [await add(me, 'parent', 'MALE'), await add(me, 'parent', 'FEMALE')];
  for (const p of [father, mother]) {
    await add(p, 'parent', 'MALE');
    await add(p, 'parent', 'FEMALE');
  }
  const queue = [me];
  while (known.size < PEOPLE && queue.length > 0) {
    const person = queue.shift() as string;
    await add(person, 'spouse', n % 2 ? 'MALE' : 'FEMALE');
    for (let c = 0; c < 3 && known.size < PEOPLE; c += 1)
      queue.push(await add(person, 'child', c % 2 ? 'MALE' : 'FEMALE'));
  }
  const people = known.size;
  console.log(
    `seeded a tree of ${people} people through the API in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  // The tree answer alone (server time as the client sees it), warm.
  const answer: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await treeNow();
    answer.push(performance.now() - t0);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
  await context.addInitScript(
    `for (const [k, v] of Object.entries(${JSON.stringify({
      'krug.token': token,
      [`krug.onboarding-completed.${userId}`]: 'true',
      [`krug.gender-asked.${userId}`]: 'true',
    })})) localStorage.setItem(k, v);`,
  );
  const page = await context.newPage();
  // What the page logs as an error (a layout that throws shows up here, not as a page error).
  page.on('console', (m) =>
    m.type() === 'error' ? console.error('page:', m.text().slice(0, 600)) : undefined,
  );
  const drawn: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto(`${base}/family/my-family-profile`);
    const tab = page.getByRole('tab', { name: 'Древо' });
    await tab.waitFor();
    // Starts the clock in the page at the click and stops it at the frame after the last card.
    const timing = page.evaluate(DRAWN(people)) as Promise<{ ms: number; drawn: number }>;
    await tab.click();
    const result = await timing;
    if (result.drawn < people) throw new Error(`only ${result.drawn} of ${people} people were drawn`);
    drawn.push(result.ms);
  }
  await browser.close();

  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(`\nfamily tree of ${people} people, ${RUNS} runs (median; all runs)`);
  console.log(
    `  GET ${'/api/family/{id}/tree'.padEnd(24)} ${ms(median(answer)).padStart(7)}  (${answer.map(ms).join(', ')})`,
  );
  console.log(
    `  click «Древо» → every card drawn ${ms(median(drawn)).padStart(7)}  (${drawn.map(ms).join(', ')})  target < ${TARGET_MS} ms: ${median(drawn) < TARGET_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
