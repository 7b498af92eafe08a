import { randomUUID } from 'node:crypto';
import { SOURCE_MODULES } from '@krug/contract/modules';
import { VISIBILITIES } from '@krug/contract/posts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Circles, canReadPost, viewerOf } from '../features/posts/posts.policy.ts';
import { visibleTo } from '../features/posts/visibility-sql.ts';
import { createTestApp, type TestApp } from './app.ts';
import { registerUser } from './factories.ts';

/**
 * Issue 30 §3: posts.policy.ts canReadPost is the tested twin of the SQL rule visibleTo. For
 * generated worlds (each person's gender and instance role, memberships of two families and two
 * households invited or accepted, blocks either way) and generated posts of every visibility and
 * every source module, with and without a family, hidden by an admin or not, every person reads
 * through visibleTo exactly the posts canReadPost allows them, given the circles the world says
 * they have (viewerOf).
 */

let t: TestApp;
const PEOPLE = 5;
let people: string[] = [];
const families = [randomUUID(), randomUUID()];
const households = [randomUUID(), randomUUID()];

const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as T[];

beforeAll(async () => {
  t = await createTestApp();
  people = [];
  for (let i = 0; i < PEOPLE; i += 1)
    people.push((await registerUser(t.app, { first_name: `Человек${i}` })).user.id);
  for (const id of families) await t.db.execute(sql`insert into families (id, name) values (${id}, 'Семья')`);
  for (const id of households)
    await t.db.execute(
      sql`insert into households (id, household_name, address_street, address_city, address_country)
          values (${id}, 'Дом', 'У', 'Г', 'Р')`,
    );
}, 120_000);
afterAll(() => t.close());

const who = fc.integer({ min: 0, max: PEOPLE - 1 });
const membership = fc.constantFrom('none', 'invited', 'active');
const world = fc.record({
  genders: fc.array(fc.constantFrom(null, 'MALE', 'FEMALE', 'IT'), { minLength: PEOPLE, maxLength: PEOPLE }),
  admins: fc.array(fc.boolean(), { minLength: PEOPLE, maxLength: PEOPLE }),
  /** Per person, per family. */
  inFamilies: fc.array(fc.tuple(membership, membership), { minLength: PEOPLE, maxLength: PEOPLE }),
  /** Per person, per household (one active household at most: a second active one waits invited). */
  inHouseholds: fc.array(fc.tuple(membership, membership), { minLength: PEOPLE, maxLength: PEOPLE }),
  blocks: fc.uniqueArray(fc.tuple(who, who), {
    maxLength: 3,
    selector: ([a, b]) => `${a}-${b}`,
  }),
  posts: fc.array(
    fc.record({
      author: who,
      visibility: fc.constantFrom(...VISIBILITIES),
      module: fc.constantFrom(...SOURCE_MODULES),
      family: fc.integer({ min: -1, max: 1 }),
      hidden: fc.boolean(),
    }),
    { minLength: 4, maxLength: 16 },
  ),
});
type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

/** Writes the world into the database, replacing the previous one; answers the posts' ids. */
async function store(w: World): Promise<string[]> {
  await t.db.execute(sql`delete from posts`);
  await t.db.execute(sql`delete from user_blocks`);
  await t.db.execute(sql`delete from family_members`);
  await t.db.execute(sql`delete from household_members`);
  for (const [i, id] of people.entries()) {
    const role = i === 0 ? 'owner' : w.admins[i] ? 'admin' : 'user';
    await t.db.execute(
      sql`update users set gender = ${w.genders[i] ?? null}, instance_role = ${role} where id = ${id}`,
    );
    for (const [f, status] of (w.inFamilies[i] ?? []).entries())
      if (status !== 'none')
        await t.db.execute(sql`insert into family_members (family_id, user_id, first_name, last_name, status)
                               values (${families[f] as string}, ${id}, 'Имя', 'Фамилия', ${status})`);
    for (const [h, status] of householdsOf(w, i).entries())
      if (status !== 'none')
        await t.db.execute(sql`insert into household_members (household_id, user_id, status)
                               values (${households[h] as string}, ${id}, ${status})`);
  }
  for (const [a, b] of w.blocks)
    if (a !== b)
      await t.db.execute(
        sql`insert into user_blocks (blocker_id, blocked_id) values (${people[a] as string}, ${people[b] as string})`,
      );
  const ids: string[] = [];
  for (const p of w.posts) {
    const [row] = await rows<{ id: string }>(
      sql`insert into posts (author_id, content, source_module, visibility, family_id, hidden_at)
          values (${people[p.author] as string}, 'Запись', ${p.module}, ${p.visibility},
                  ${p.family < 0 ? null : (families[p.family] as string)}, ${p.hidden ? sql`now()` : null})
          returning id`,
    );
    ids.push((row as { id: string }).id);
  }
  return ids;
}

/** A person's household statuses, with a second active household demoted to an invitation. */
function householdsOf(w: World, i: number): string[] {
  const [first, second] = w.inHouseholds[i] ?? ['none', 'none'];
  return [first, first === 'active' && second === 'active' ? 'invited' : second];
}

/** The person's circles, from the world alone (not from the database). */
function circlesOf(w: World, i: number): Circles {
  const activeIn = (j: number) =>
    new Set((w.inFamilies[j] ?? []).flatMap((s, f) => (s === 'active' ? [f] : [])));
  const homeOf = (j: number) => householdsOf(w, j).indexOf('active');
  const mine = activeIn(i);
  const peers = (share: (j: number) => boolean) => new Set(people.filter((_, j) => share(j)).map((id) => id));
  return {
    id: people[i] as string,
    gender: w.genders[i] ?? null,
    isAdmin: i === 0 || (w.admins[i] ?? false),
    families: new Set([...mine].map((f) => families[f] as string)),
    familyPeers: peers((j) => [...activeIn(j)].some((f) => mine.has(f))),
    householdPeers: peers((j) => homeOf(i) >= 0 && homeOf(j) === homeOf(i)),
    blockedWith: new Set(
      w.blocks.flatMap(([a, b]) =>
        a === b ? [] : a === i ? [people[b] as string] : b === i ? [people[a] as string] : [],
      ),
    ),
  };
}

describe('canReadPost is the twin of visibleTo (property, seeded)', () => {
  it('every person reads through visibleTo exactly the posts canReadPost allows', async () => {
    /** Readable posts of others, per visibility: every branch of the rule said yes somewhere. */
    const readByOthers = new Map<string, number>();
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const ids = await store(w);
        for (let i = 0; i < PEOPLE; i += 1) {
          const id = people[i] as string;
          const got = (await rows<{ id: string }>(sql`select posts.id from posts where ${visibleTo(id)}`))
            .map((r) => r.id)
            .sort();
          const circles = circlesOf(w, i);
          const expected = w.posts
            .flatMap((p, n) => {
              const post = {
                authorId: people[p.author] as string,
                familyId: p.family < 0 ? null : (families[p.family] as string),
                visibility: p.visibility,
                hiddenAt: p.hidden ? new Date() : null,
              };
              const readable = canReadPost(viewerOf(circles, post), post);
              if (readable && p.author !== i)
                readByOthers.set(p.visibility, (readByOthers.get(p.visibility) ?? 0) + 1);
              if (!readable) refused += 1;
              return readable ? [ids[n] as string] : [];
            })
            .sort();
          expect(got, `person ${i} in ${JSON.stringify(w)}`).toEqual(expected);
        }
      }),
      { seed: 30_2026, numRuns: 60, endOnFailure: true },
    );
    // Not vacuous: someone else's post of every visibility but ONLY_ME was read, and some refused.
    for (const visibility of VISIBILITIES.filter((v) => v !== 'ONLY_ME'))
      expect(readByOthers.get(visibility) ?? 0, visibility).toBeGreaterThan(0);
    expect(readByOthers.get('ONLY_ME')).toBeUndefined();
    expect(refused).toBeGreaterThan(0);
  }, 300_000);
});
