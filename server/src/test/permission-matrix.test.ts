import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { bearer } from './factories.ts';
import { databaseFingerprint } from './permissions/fingerprint.ts';
import { accountRows } from './permissions/rows-account.ts';
import { adminRows } from './permissions/rows-admin.ts';
import { albumRows } from './permissions/rows-albums.ts';
import { blockRows } from './permissions/rows-blocks.ts';
import { chatRows } from './permissions/rows-chat.ts';
import { chatAttachmentRows } from './permissions/rows-chat-attachments.ts';
import { consentRows } from './permissions/rows-consent.ts';
import { consentGroupRows } from './permissions/rows-consent-groups.ts';
import { emailInviteRows } from './permissions/rows-email-invites.ts';
import { familyRows } from './permissions/rows-family.ts';
import { familyLifeRows } from './permissions/rows-family-life.ts';
import { mailRows } from './permissions/rows-mail.ts';
import { orgFeedRows } from './permissions/rows-org-feed.ts';
import { peopleRows } from './permissions/rows-people.ts';
import { postRows } from './permissions/rows-posts.ts';
import { profileDetailsRows } from './permissions/rows-profile-details.ts';
import { pushRows } from './permissions/rows-push.ts';
import { reminderRows } from './permissions/rows-reminders.ts';
import { searchRows } from './permissions/rows-search.ts';
import { securityRows } from './permissions/rows-security.ts';
import { settingsDataRows } from './permissions/rows-settings-data.ts';
import { workRows } from './permissions/rows-work.ts';
import { type Fresh, ROLES, type Row } from './permissions/types.ts';
import { buildWorld, type World } from './permissions/world.ts';

/**
 * Issue 11, item 1: every call against every role that matters for it, with the exact status
 * (CONTRACT §2/§4 and docs/decisions.md). A refused call must leave the whole database as
 * it was, and a new route without a row fails the completeness check.
 */
const ROWS: Row[] = [
  ...postRows,
  ...accountRows,
  ...familyRows,
  ...chatRows,
  ...chatAttachmentRows,
  ...workRows,
  ...orgFeedRows,
  ...consentRows,
  ...consentGroupRows,
  ...peopleRows,
  ...profileDetailsRows,
  ...securityRows,
  ...settingsDataRows,
  ...searchRows,
  ...reminderRows,
  ...albumRows,
  ...pushRows,
  ...familyLifeRows,
  ...adminRows,
  ...blockRows,
  ...mailRows,
  ...emailInviteRows,
];

/** Public calls that show nobody's data: no role changes their answer. */
const NOTHING_PRIVATE = [
  'GET /api/health',
  'GET /api/ping',
  'POST /api/auth/login',
  'POST /api/auth/register',
];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

let t: TestApp;
let w: World;
let fingerprint: () => Promise<string>;
/** The database's digest while nothing has written since it was taken (saves one digest per refusal). */
let digest: string | null = null;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app);
  fingerprint = await databaseFingerprint(t.db);
}, 120_000);
afterAll(() => t.close());

/** Every documented call (the OpenAPI document lists every route), and whether it needs a token. */
async function registeredOperations() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>();
  return Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      })),
    );
}

/** Refusals first, so a write allowed to a later role cannot change what an earlier role meets. */
const rolesInOrder = (row: Row) =>
  ROLES.filter((r) => row.expect[r] !== undefined).sort(
    (a, b) => Number((row.expect[a] ?? 0) < 400) - Number((row.expect[b] ?? 0) < 400),
  );

describe('permission matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', async () => {
    const registered = await registeredOperations();
    const ops = registered.map((o) => o.name);
    const covered = new Set(ROWS.map((r) => r.op));
    expect(ops.filter((op) => !covered.has(op) && !NOTHING_PRIVATE.includes(op))).toEqual([]);
    expect([...covered].filter((op) => !ops.includes(op))).toEqual([]);
    // A protected call is asked without a token (401) and by at least one signed-in role.
    const askedBy = (op: string, pick: (row: Row) => boolean) => ROWS.some((r) => r.op === op && pick(r));
    const protectedOps = registered.filter((o) => !o.isPublic).map((o) => o.name);
    expect(protectedOps.filter((op) => !askedBy(op, (r) => r.expect.anonymous === 401))).toEqual([]);
    expect(
      protectedOps.filter(
        (op) => !askedBy(op, (r) => ROLES.some((role) => role !== 'anonymous' && role in r.expect)),
      ),
    ).toEqual([]);
  });

  it.each(ROWS.map((row) => [`${row.op}${row.note ? ` (${row.note})` : ''}`, row] as const))(
    '%s',
    async (_name, row) => {
      const [method, path] = row.op.split(' ') as [Method, string];
      const shape = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`);
      // A refusal changes nothing (checked below), so the object a setup made serves every role up
      // to the first one allowed to act on it; after that the next role gets a new one.
      let fresh: Fresh | null = row.setup ? null : {};
      for (const role of rolesInOrder(row)) {
        const want = row.expect[role] as number;
        if (fresh === null && row.setup) {
          fresh = await row.setup(w, t.app);
          // What a setup started after an answer (an invitation's notification) lands before the look.
          await t.app.jobs.runDue();
          digest = null;
        }
        const c = row.call(w, fresh ?? {});
        expect(c.url, 'the call matches its route').toMatch(shape);
        const token = role === 'anonymous' ? undefined : (c.token ?? w.users[role].token);
        if (want >= 400 && digest === null) digest = await fingerprint();
        const before = want >= 400 ? digest : null;
        const res = await t.app.inject({
          method,
          url: c.url,
          headers: { ...(token ? bearer(token) : {}), ...c.headers },
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        digest = null;
        if (res.statusCode < 400 && row.setup) fresh = null;
        const label = `${row.op} as ${role}`;
        expect.soft(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(want);
        if (res.statusCode !== want) continue;
        if (want >= 400) expect(typeof res.json().detail, `${label}: detail`).toBe('string');
        if (before !== null) {
          digest = await fingerprint();
          expect(digest, `${label} wrote to the database`).toBe(before);
        }
        if (row.check && want < 300) {
          const json = String(res.headers['content-type'] ?? '').includes('json');
          row.check(role, json ? res.json() : res.rawPayload, w);
        }
      }
    },
  );
});
