import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { acceptInvitations, bearer, registerUser } from './factories.ts';
import { buildWorld, type World } from './permissions/world.ts';

/**
 * Issue 30 §3: abilities travel with the data. For each DTO that carries abilities, as each
 * person of the permission matrix's world (owner, admin, member, author, stranger), the test reads
 * the DTO, then calls the route the ability governs: the call is allowed (2xx) exactly when the
 * ability said so. A DTO the caller cannot read gives no ability (false).
 */

type Person = 'owner' | 'admin' | 'member' | 'author' | 'stranger';
const PEOPLE: Person[] = ['owner', 'admin', 'member', 'author', 'stranger'];

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app);
}, 120_000);
afterAll(() => t.close());

const token = (p: Person) => w.users[p].token;
const idOf = (p: Person) => w.users[p].user.id as string;
const send = (p: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token(p)), ...(payload ? { payload } : {}) });
const read = async <T>(p: Person, url: string): Promise<T | undefined> => {
  const res = await send(p, 'GET', url);
  return res.statusCode === 200 ? (res.json() as T) : undefined;
};
/** A newcomer to ask into a group or a household (a fresh one each time, so nothing is "already in"). */
const newcomer = async () => (await registerUser(t.app)).user.id as string;

/** Calls the route and records `who: ability → status`; the caller compares the lists. */
async function judge(
  seen: string[],
  who: string,
  ability: boolean | undefined,
  call: () => ReturnType<typeof send>,
) {
  const res = await call();
  expect(res.statusCode, `${who}: ${res.body}`).toBeLessThan(500);
  seen.push(`${who}: ${!!ability} → ${res.statusCode < 300 ? 'allowed' : 'refused'}`);
}
const agrees = (seen: string[]) =>
  expect(seen.filter((s) => s.includes('true → refused') || s.includes('false → allowed'))).toEqual([]);

interface GroupEntry {
  group: { id: string };
  can_add_members: boolean;
  can_leave: boolean;
}
const entryOf = async (p: Person, groupId: string) =>
  (await read<{ chat_groups: GroupEntry[] }>(p, '/api/chat-groups'))?.chat_groups.find(
    (g) => g.group.id === groupId,
  );

interface Event {
  id: string;
  can_edit: boolean;
}
const EVENT = { title: 'Сбор урожая', action_type: 'EVENT', scheduled_date: '2030-07-01' };

interface Family {
  id: string;
  can_manage: boolean;
  can_leave: boolean;
}
const familyOf = async (p: Person) =>
  (await read<{ family_profiles: Family[] }>(p, '/api/family-profiles'))?.family_profiles.find(
    (f) => f.id === w.familyId,
  );

interface Household {
  household: { id: string; can_add_members: boolean; can_hand_over: boolean } | null;
  members: { id: string; user_id: string; can_remove: boolean }[];
}
const householdOf = async (p: Person) => {
  const mine = await read<Household>(p, '/api/household');
  return mine?.household?.id === w.householdId ? mine : undefined;
};

describe('abilities in DTOs agree with what the routes allow', () => {
  it('chat groups: can_add_members ⇔ POST …/members (a custom group and the family group)', async () => {
    const seen: string[] = [];
    for (const groupId of [w.groupId, w.familyChatGroupId])
      for (const p of PEOPLE) {
        const entry = await entryOf(p, groupId);
        const id = await newcomer();
        await judge(seen, `${p} in ${groupId}`, entry?.can_add_members, () =>
          send(p, 'POST', `/api/chat-groups/${groupId}/members`, { user_ids: [id] }),
        );
      }
    agrees(seen);
    // Both answers occur, or the test would prove nothing.
    expect(seen.some((s) => s.includes('true → allowed'))).toBe(true);
    expect(seen.some((s) => s.includes('false → refused'))).toBe(true);
  });

  it('events: can_edit ⇔ PUT /api/scheduled-actions/{id} (an ADMIN’s event and a plain member’s)', async () => {
    const mine = await send('author', 'POST', `/api/chat-groups/${w.groupId}/scheduled-actions`, EVENT);
    expect(mine.statusCode, mine.body).toBe(201);
    const seen: string[] = [];
    for (const eventId of [w.eventId, mine.json().id as string])
      for (const p of PEOPLE) {
        const events = await read<{ scheduled_actions: Event[] }>(
          p,
          `/api/chat-groups/${w.groupId}/scheduled-actions`,
        );
        const event = events?.scheduled_actions.find((e) => e.id === eventId);
        await judge(seen, `${p} on ${eventId}`, event?.can_edit, () =>
          send(p, 'PUT', `/api/scheduled-actions/${eventId}`, EVENT),
        );
      }
    agrees(seen);
    // The ADMIN edits both; the plain member only their own.
    expect(seen.filter((s) => s.includes('true → allowed')).length).toBe(3);
  });

  it('families: can_manage ⇔ PUT /api/family/{id}/update', async () => {
    const seen: string[] = [];
    for (const p of PEOPLE) {
      const family = await familyOf(p);
      await judge(seen, p, family?.can_manage, () =>
        send(p, 'PUT', `/api/family/${w.familyId}/update`, { family_name: 'Семья' }),
      );
    }
    agrees(seen);
    expect(seen).toContain('owner: true → allowed');
    expect(seen).toContain('member: false → refused');
  });

  it('households: can_add_members ⇔ POST …/members; members’ can_remove ⇔ DELETE …/members/{id}', async () => {
    const seen: string[] = [];
    for (const p of PEOPLE) {
      const home = await householdOf(p);
      const id = await newcomer();
      await judge(seen, `${p} adds`, home?.household?.can_add_members, () =>
        send(p, 'POST', `/api/household/${w.householdId}/members`, { user_id: id, relationship: 'roommate' }),
      );
    }
    // Refusals first (they change nothing), then the two allowed removals: the Owner removes a
    // resident, a resident moves out.
    const pairs: [Person, Person][] = [
      ['member', 'owner'],
      ['member', 'author'],
      ['owner', 'owner'],
      ['author', 'owner'],
      ['admin', 'member'],
      ['stranger', 'member'],
      ['owner', 'author'],
      ['member', 'member'],
    ];
    for (const [p, target] of pairs) {
      const home = await householdOf(p);
      const row = home?.members.find((m) => m.user_id === idOf(target));
      await judge(seen, `${p} removes ${target}`, row?.can_remove, () =>
        send(p, 'DELETE', `/api/household/${w.householdId}/members/${idOf(target)}`),
      );
    }
    agrees(seen);
    expect(seen).toContain('owner removes author: true → allowed');
    expect(seen).toContain('member removes member: true → allowed');
    expect(seen).toContain('member removes author: false → refused');
  });

  it('households: can_hand_over ⇔ POST …/transfer-ownership (to a resident who accepted)', async () => {
    const newcomer = await registerUser(t.app);
    const invited = await send('owner', 'POST', `/api/household/${w.householdId}/members`, {
      user_id: newcomer.user.id,
      relationship: 'roommate',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await acceptInvitations(t.app, newcomer.token, w.householdId)).toBe(1);
    const seen: string[] = [];
    // The owner last: their call hands the household over.
    for (const p of ['stranger', 'admin', 'owner'] as const) {
      const home = await householdOf(p);
      await judge(seen, p, home?.household?.can_hand_over, () =>
        send(p, 'POST', `/api/household/${w.householdId}/transfer-ownership`, {
          new_owner_id: newcomer.user.id,
        }),
      );
    }
    agrees(seen);
    expect(seen).toContain('owner: true → allowed');
  });

  it('organizations: user_is_admin ⇔ PUT the organization; user_can_invite ⇔ POST …/members', async () => {
    const seen: string[] = [];
    const orgBody = { name: 'Ромашка', description: 'Софт', industry: 'Technology' };
    for (const p of PEOPLE) {
      const org = await read<{ user_is_admin: boolean; user_can_invite: boolean }>(
        p,
        `/api/work/organizations/${w.orgId}`,
      );
      await judge(seen, `${p} edits`, org?.user_is_admin, () =>
        send(p, 'PUT', `/api/work/organizations/${w.orgId}`, orgBody),
      );
      const invitee = await registerUser(t.app);
      await judge(seen, `${p} invites`, org?.user_can_invite, () =>
        send(p, 'POST', `/api/work/organizations/${w.orgId}/members`, {
          user_email: invitee.email,
          job_title: 'Стажёр',
        }),
      );
    }
    agrees(seen);
    expect(seen).toContain('admin edits: true → allowed');
    expect(seen).toContain('member invites: false → refused');
  });

  it('departments: can_edit ⇔ PUT …/departments/{id}; can_delete ⇔ DELETE (an empty one); user_is_admin ⇔ POST', async () => {
    const base = `/api/organizations/${w.orgId}/departments`;
    const departmentOf = async (p: Person, id: string) =>
      (await read<{ data: { id: string; can_edit: boolean; can_delete: boolean }[] }>(p, base))?.data.find(
        (d) => d.id === id,
      );
    const seen: string[] = [];
    for (const [n, p] of PEOPLE.entries()) {
      const department = await departmentOf(p, w.departmentId);
      await judge(seen, `${p} edits`, department?.can_edit, () =>
        send(p, 'PUT', `${base}/${w.departmentId}`, { name: 'ИТ', description: `Правка ${n}` }),
      );
      // A fresh empty department each time (one with members answers 409 to anyone: a state, not a right).
      const empty = await send('owner', 'POST', base, { name: `Пустой ${n}` });
      expect(empty.statusCode, empty.body).toBe(201);
      const fresh = await departmentOf(p, empty.json().id);
      await judge(seen, `${p} deletes`, fresh?.can_delete, () =>
        send(p, 'DELETE', `${base}/${empty.json().id}`),
      );
      const org = await read<{ user_is_admin: boolean }>(p, `/api/work/organizations/${w.orgId}`);
      await judge(seen, `${p} creates`, org?.user_is_admin, () =>
        send(p, 'POST', base, { name: `Новый ${n}` }),
      );
    }
    agrees(seen);
    expect(seen).toContain('admin deletes: true → allowed');
    expect(seen).toContain('member edits: false → refused');
    expect(seen).toContain('owner creates: true → allowed');
  });

  it('join requests: can_decide ⇔ POST /api/work/join-requests/{id}/reject', async () => {
    const seen: string[] = [];
    for (const p of PEOPLE) {
      // A fresh request each time, so an earlier answer does not decide this one.
      const asker = await registerUser(t.app);
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/organizations/${w.orgId}/join-request`,
        headers: bearer(asker.token),
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().id as string;
      const requests = await read<{ requests: { id: string; can_decide: boolean }[] }>(
        p,
        `/api/work/organizations/${w.orgId}/join-requests`,
      );
      await judge(seen, p, requests?.requests.find((r) => r.id === id)?.can_decide, () =>
        send(p, 'POST', `/api/work/join-requests/${id}/reject`, { rejection_reason: null }),
      );
    }
    agrees(seen);
    expect(seen).toContain('admin: true → allowed');
    expect(seen).toContain('member: false → refused');
  });

  it('change requests: can_decide ⇔ POST …/change-requests/{id}/reject (pending, not one’s own)', async () => {
    const base = `/api/work/organizations/${w.orgId}/change-requests`;
    type Change = { id: string; can_decide: boolean };
    /** The request as the person sees it: the admins' list, or their own. */
    const changeOf = async (p: Person, id: string) =>
      [
        ...((await read<{ data: Change[] }>(p, `${base}?status=PENDING`))?.data ?? []),
        ...((await read<{ data: Change[] }>(p, `${base}?status=REJECTED`))?.data ?? []),
        ...((await read<{ data: Change[] }>(p, `${base}/mine`))?.data ?? []),
      ].find((r) => r.id === id);
    const requestBy = async (p: Person, team: string) => {
      const res = await send(p, 'PUT', `/api/work/organizations/${w.orgId}/members/me`, {
        requested_team: team,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().change_requests_created[0] as string;
    };
    const seen: string[] = [];
    let n = 0;
    // A plain member's request and an admin's own: everyone judges a fresh one.
    for (const sender of ['member', 'admin'] as const)
      for (const p of PEOPLE) {
        n += 1;
        const id = await requestBy(sender, `Команда ${n}`);
        const change = await changeOf(p, id);
        await judge(seen, `${p} on ${sender}’s`, change?.can_decide, () =>
          send(p, 'POST', `${base}/${id}/reject`, { rejection_reason: null }),
        );
        // A decided request is decided by nobody.
        const decided = await changeOf(p, id);
        if (decided && seen.at(-1)?.endsWith('allowed'))
          await judge(seen, `${p} again on ${sender}’s`, decided.can_decide, () =>
            send(p, 'POST', `${base}/${id}/reject`, { rejection_reason: null }),
          );
      }
    agrees(seen);
    expect(seen).toContain('admin on member’s: true → allowed');
    expect(seen).toContain('admin on admin’s: false → refused');
    expect(seen).toContain('owner on admin’s: true → allowed');
    expect(seen).toContain('owner again on admin’s: false → refused');
    expect(seen).toContain('member on member’s: false → refused');
  });

  it('leaving: a chat group’s and a family’s can_leave ⇔ DELETE of one’s own membership', async () => {
    const seen: string[] = [];
    // The family group first (nobody leaves it: it follows the family), then the custom group.
    for (const groupId of [w.familyChatGroupId, w.groupId])
      for (const p of ['stranger', 'owner', 'member'] as const) {
        const entry = await entryOf(p, groupId);
        await judge(seen, `${p} leaves ${groupId}`, entry?.can_leave, () =>
          send(p, 'DELETE', `/api/chat-groups/${groupId}/members/${idOf(p)}`),
        );
      }
    for (const p of ['stranger', 'owner', 'author'] as const) {
      const family = await familyOf(p);
      const members = await read<{ members: { id: string; user_id: string | null }[] }>(
        p,
        `/api/family/${w.familyId}/members`,
      );
      const own = members?.members.find((m) => m.user_id === idOf(p))?.id ?? idOf(p);
      await judge(seen, `${p} leaves the family`, family?.can_leave, () =>
        send(p, 'DELETE', `/api/family/${w.familyId}/members/${own}`),
      );
    }
    agrees(seen);
    expect(seen).toContain('author leaves the family: true → allowed');
    expect(seen).toContain('owner leaves the family: false → refused');
  });
});
