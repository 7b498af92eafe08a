import type { User } from '@krug/contract/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSelect } from '../../identity/users.repo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, joinOrganization, registerUser } from '../../test/factories.ts';

// Issue 37: GET /api/auth/me answers from a per-process cache that the database's notice of a
// changed user (migration 0051) clears. Every kind of write that changes the answer is run here
// against a warm cache: the notice for the user must come, and the next answer must show the change.
let t: TestApp;
/** The first account, the instance's owner (it may change roles and suspend). */
let owner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof registerUser>>;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function me(token: string) {
  const res = await call(token, 'GET', '/api/auth/me');
  return { status: res.statusCode, user: res.statusCode === 200 ? res.json<User>() : undefined };
}

/** Resolves when this process hears that the user changed (from the database, after the commit). */
function heard(userId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.app.live.onUserChanged({
      changed(id) {
        if (id !== userId) return;
        stop();
        resolve();
      },
      reset() {},
    });
  });
}

async function createOrg(token: string, name: string) {
  const res = await call(token, 'POST', '/api/work/organizations', {
    name,
    description: 'Цветы и травы',
    industry: 'Technology',
    creator_role: 'CEO',
    creator_job_title: 'Директор',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const roles = (user: User | undefined) =>
  user?.affiliations.map((a) => [a.affiliation_name, a.user_role_in_org]);

interface Row {
  what: string;
  /** Anything the write needs that is not itself a change under test. */
  prepare?: (p: Person) => Promise<Record<string, string>>;
  write: (p: Person, ready: Record<string, string>) => Promise<{ statusCode: number; body: string }>;
  check: (after: Awaited<ReturnType<typeof me>>) => void;
}

const rows: Row[] = [
  {
    what: 'name and phone (PUT /api/my-info)',
    write: (p) => call(p.token, 'PUT', '/api/my-info', { first_name: 'Мария', phone: '+7 900 000-00-00' }),
    check: ({ user }) => expect([user?.first_name, user?.phone]).toEqual(['Мария', '+7 900 000-00-00']),
  },
  {
    what: 'gender (PUT /api/users/gender)',
    write: (p) => call(p.token, 'PUT', '/api/users/gender', { gender: 'FEMALE' }),
    check: ({ user }) => expect(user?.gender).toBe('FEMALE'),
  },
  {
    what: 'language and theme (PUT /api/users/settings)',
    write: (p) => call(p.token, 'PUT', '/api/users/settings', { language: 'en', theme: 'dark' }),
    check: ({ user }) => expect([user?.language, user?.theme]).toEqual(['en', 'dark']),
  },
  {
    what: 'onboarding places, «Мои роли» (POST /api/onboarding)',
    write: (p) => call(p.token, 'POST', '/api/onboarding', { work_place: 'Лютик', work_role: 'бухгалтер' }),
    check: ({ user }) => expect(roles(user)).toEqual([['Лютик', 'бухгалтер']]),
  },
  {
    what: 'onboarding finished (POST /api/onboarding/complete)',
    write: (p) => call(p.token, 'POST', '/api/onboarding/complete'),
    check: ({ user }) => expect(user?.onboarding_completed).toBe(true),
  },
  {
    what: 'instance role granted by the owner (PUT /api/admin/users/:id/role)',
    write: (p) => call(owner.token, 'PUT', `/api/admin/users/${p.user.id}/role`, { role: 'admin' }),
    check: ({ user }) => expect(user?.instance_role).toBe('admin'),
  },
  {
    what: 'suspension by the owner: the token stops working (POST /api/admin/users/:id/suspend)',
    write: (p) => call(owner.token, 'POST', `/api/admin/users/${p.user.id}/suspend`, { reason: 'Спам' }),
    check: ({ status }) => expect(status).toBe(401),
  },
  {
    what: 'an organization created: its membership (POST /api/work/organizations)',
    write: (p) =>
      call(p.token, 'POST', '/api/work/organizations', {
        name: 'Ромашка',
        description: 'Цветы и травы',
        industry: 'Technology',
        creator_job_title: 'Главный бухгалтер',
      }),
    check: ({ user }) => expect(roles(user)).toEqual([['Ромашка', 'Главный бухгалтер']]),
  },
  {
    what: 'job title in an organization (PUT /api/work/organizations/:orgId/members/me)',
    prepare: async (p) => ({ org: await createOrg(p.token, 'Василёк') }),
    write: (p, { org }) =>
      call(p.token, 'PUT', `/api/work/organizations/${org}/members/me`, { job_title: 'Агроном' }),
    check: ({ user }) => expect(roles(user)).toEqual([['Василёк', 'Агроном']]),
  },
  {
    what: "an organization's new name, seen by its other members (PUT /api/work/organizations/:orgId)",
    prepare: async (p) => {
      const org = await createOrg(owner.token, `Клевер ${p.user.id}`);
      await joinOrganization(t.app, owner.token, org, p, { job_title: 'Садовник' });
      return { org };
    },
    write: (_p, { org }) =>
      call(owner.token, 'PUT', `/api/work/organizations/${org}`, {
        name: 'Клевер и сыновья',
        description: 'Цветы и травы',
        industry: 'Technology',
      }),
    check: ({ user }) => expect(roles(user)).toEqual([['Клевер и сыновья', 'Садовник']]),
  },
  {
    what: 'removed from an organization by its admin (DELETE /api/work/organizations/:orgId/members/:userId)',
    prepare: async (p) => {
      const org = await createOrg(owner.token, `Одуванчик ${p.user.id}`);
      await joinOrganization(t.app, owner.token, org, p, { job_title: 'Садовник' });
      return { org };
    },
    write: (p, { org }) => call(owner.token, 'DELETE', `/api/work/organizations/${org}/members/${p.user.id}`),
    check: ({ user }) => expect(roles(user)).toEqual([]),
  },
];

describe('GET /api/auth/me from the cache', () => {
  it('is answered from memory: a write the database does not announce is not seen', async () => {
    const p = await registerUser(t.app);
    expect((await me(p.token)).user?.first_name).toBe('Анна');
    // Triggers off for this one write (no notice): the kept answer stays.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set first_name = 'Без уведомления' where id = ${p.user.id}`);
    });
    expect((await me(p.token)).user?.first_name).toBe('Анна');
    // Any announced change of the user reads the row again.
    const notice = heard(p.user.id);
    expect((await call(p.token, 'PUT', '/api/users/gender', { gender: 'MALE' })).statusCode).toBe(200);
    await notice;
    expect((await me(p.token)).user?.first_name).toBe('Без уведомления');
  });

  it('every table the /me statement reads announces its changes (a new one fails here until it does)', async () => {
    const text = meSelect(t.db).toSQL().sql;
    const read = [...new Set([...text.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)].map((m) => m[1]))].sort();
    expect(read).toEqual(expect.arrayContaining(['affiliations', 'org_members', 'organizations', 'users']));
    const result = await t.db.execute(sql`
      select distinct c.relname as name from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
      where not tg.tgisinternal and tg.tgname like '%user_changed'`);
    const announced = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name).sort();
    expect(announced).toEqual(expect.arrayContaining(read));
  });

  it.each(rows.map((row) => [row.what, row] as const))('shows %s', async (_what, row) => {
    const p = await registerUser(t.app);
    const ready = (await row.prepare?.(p)) ?? {};
    // Warm: the answer is kept.
    expect((await me(p.token)).status).toBe(200);
    const notice = heard(p.user.id);
    const res = await row.write(p, ready);
    expect(res.statusCode, res.body).toBeLessThan(300);
    await notice;
    row.check(await me(p.token));
  });
});
