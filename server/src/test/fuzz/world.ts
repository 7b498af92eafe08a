import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { acceptInvitations, bearer, registerUser } from '../factories.ts';
import { FILES } from '../files.ts';
import { multipart } from '../multipart.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The objects path ids can point to, so hostile requests get past "not found" into validation and services. */
export interface World {
  users: Users;
  /** The instance's owner (its first account, CONTRACT §8): A is an admin made by it. */
  owner: User;
  token: string;
  otherToken: string;
  userId: string;
  otherId: string;
  family: string;
  household: string;
  group: string;
  action: string;
  post: string;
  comment: string;
  org: string;
  changeRequest: string;
  joinRequest: string;
  department: string;
  announcement: string;
  workPost: string;
  media: string;
  /** A's album holding the library file, shared with A's family (issue 22). */
  album: string;
  document: string;
  notification: string;
  /** A pending invitation of A (to C's family). */
  invitation: string;
  /** A pending friend request from C to A. */
  friendRequest: string;
  /** Another sign-in session of A (not the one of `token`). */
  session: string;
  /** A push device of A's (issue 35). */
  pushDevice: string;
  /** An account the admin calls act on (suspend, delete…), so they touch no other fixture (issue 33). */
  target: string;
  /** An invite link made by A (an admin), and B's open report of A's comment. */
  invite: string;
  report: string;
}

type User = Awaited<ReturnType<typeof registerUser>>;
type Users = [User, User, User];

/** Each app's instance owner: its first account, registered by the first world built on it. */
const owners = new WeakMap<FastifyInstance, User>();
/** Each app's account for the admin calls to act on; registered again once deleted. */
const targets = new WeakMap<FastifyInstance, User>();

async function targetFor(app: FastifyInstance): Promise<User> {
  const known = targets.get(app);
  if (known) {
    const alive = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(known.token) });
    if (alive.statusCode === 200 || alive.statusCode === 401) {
      // 401: suspended (its tokens end), not deleted, when the admin list still has it.
      const listed = await app.inject({
        method: 'GET',
        url: `/api/admin/users?query=${encodeURIComponent(known.email)}`,
        headers: bearer((owners.get(app) as User).token),
      });
      if (listed.json<{ id: string }[]>().some((u) => u.id === known.user.id)) return known;
    }
  }
  const fresh = await registerUser(app, { first_name: 'Подопытный' });
  targets.set(app, fresh);
  return fresh;
}

/** The three users again when their tokens still work (registering costs a password hash each). */
async function usersFor(app: FastifyInstance, previous?: Users): Promise<Users> {
  if (previous) {
    const alive = await Promise.all(
      previous.map((u) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(u.token) })),
    );
    if (alive.every((r) => r.statusCode === 200)) return previous;
  }
  return [
    await registerUser(app, { first_name: 'Фаззер' }),
    await registerUser(app, { first_name: 'Второй' }),
    await registerUser(app, { first_name: 'Третий' }),
  ];
}

/**
 * Builds a fresh world: owner A, member B (in A's family, group and organization) and seeker C,
 * reusing the users of `previous` when they still exist.
 */
/**
 * `pushOrigin` is where A's push device points: a stand-in push service on this machine (a real
 * push service's address would make every push job wait for the network until its timeout).
 */
export async function buildWorld(app: FastifyInstance, pushOrigin: string, previous?: World): Promise<World> {
  const call = async (token: string, method: Method, url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`world: ${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.body ? res.json() : {};
  };
  // The first account is the instance's owner (one per app); a fuzzed settings call may have
  // closed registration since.
  let owner = owners.get(app);
  if (owner) await call(owner.token, 'PUT', '/api/admin/settings', { registration_mode: 'open' });
  else {
    owner = await registerUser(app, { first_name: 'Хозяин' });
    owners.set(app, owner);
  }
  const users = await usersFor(app, previous?.users);
  const [a, b, c] = users;
  // A is an admin: the /api/admin calls are fuzzed past their role check.
  await call(owner.token, 'PUT', `/api/admin/users/${a.user.id}/role`, { role: 'admin' });
  const family = await call(a.token, 'POST', '/api/family/create-with-members', {
    name: 'Семья Фаззеров',
    members: [{ user_id: b.user.id, relationship: 'child' }],
    privacy_level: 'PUBLIC',
  });
  // B accepts (CONTRACT §4 "Consent"); C invites A to a family of C's, which A leaves pending.
  await acceptInvitations(app, b.token, family.id);
  const cFamily = await call(c.token, 'POST', '/api/family/create-with-members', {
    name: 'Семья Третьих',
    members: [{ user_id: a.user.id, relationship: 'sibling' }],
  });
  const invitations: { id: string; target: { id: string } }[] = await call(
    a.token,
    'GET',
    '/api/invitations',
  );
  const invitation = invitations.find((i) => i.target.id === cFamily.id);
  if (!invitation) throw new Error('world: A has no invitation');
  // One household per person: users kept from the previous world keep theirs.
  const household =
    previous && users === previous.users
      ? { household: { id: previous.household } }
      : await call(a.token, 'POST', '/api/household/create', {
          household_name: 'Дом',
          address_street: 'Ул. 1',
          address_city: 'Город',
          address_country: 'Россия',
        });
  const group = await call(a.token, 'POST', '/api/chat-groups', { name: 'Дача', member_ids: [b.user.id] });
  const action = await call(a.token, 'POST', `/api/chat-groups/${group.group.id}/scheduled-actions`, {
    title: 'Шашлыки',
    scheduled_date: '2030-06-01',
  });
  const post = await call(a.token, 'POST', '/api/posts', { content: 'Привет' });
  const comment = await call(a.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Ответ' });
  const org = await call(a.token, 'POST', '/api/work/organizations', {
    name: 'Ромашка',
    description: 'Софт',
    industry: 'Technology',
    creator_role: 'CEO',
    creator_job_title: 'Директор',
  });
  await call(b.token, 'POST', `/api/organizations/${org.id}/join-request`, { message: 'Возьмите' });
  const [bRequest] = (await call(a.token, 'GET', `/api/work/organizations/${org.id}/join-requests`)).requests;
  await call(a.token, 'POST', `/api/work/join-requests/${bRequest.id}/approve`, { role: 'Member' });
  await call(b.token, 'PUT', `/api/work/organizations/${org.id}/members/me`, { requested_role: 'TEAM_LEAD' });
  const [change] = (await call(a.token, 'GET', `/api/work/organizations/${org.id}/change-requests`)).data;
  const joinRequest = await call(c.token, 'POST', `/api/organizations/${org.id}/join-request`, {});
  const department = await call(a.token, 'POST', `/api/organizations/${org.id}/departments`, { name: 'ИТ' });
  const announcement = await call(a.token, 'POST', `/api/organizations/${org.id}/announcements`, {
    title: 'Важно',
    content: 'Текст',
  });
  const workPost = await call(a.token, 'POST', `/api/work/organizations/${org.id}/posts`, {
    content: 'Пост',
  });
  const upload = multipart([{ name: 'file', filename: 'photo.png', data: await FILES.png() }]);
  const media = await app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(a.token), ...upload.headers },
    payload: upload.payload,
  });
  if (media.statusCode !== 201) throw new Error(`world: upload → ${media.statusCode} ${media.body}`);
  const document = await call(a.token, 'POST', '/api/my-documents', {
    document_type: 'PASSPORT',
    country: 'Россия',
  });
  // C asks A to be friends; users kept from a previous world may be friends already, or asked.
  await app.inject({ method: 'DELETE', url: `/api/friends/${c.user.id}`, headers: bearer(a.token) });
  const outgoing: { id: string; person: { id: string } }[] = await call(
    c.token,
    'GET',
    '/api/friends/requests/outgoing',
  );
  const friendRequest =
    outgoing.find((r) => r.person.id === a.user.id) ??
    (await call(c.token, 'POST', '/api/friends/requests', { user_id: a.user.id }));
  await call(b.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Привет от Б' });
  // A signs in once more: a session that is not the one of A's token.
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: a.email, password: a.password },
  });
  const sessions: { id: string; current: boolean }[] = await call(
    second.json().access_token,
    'GET',
    '/api/users/sessions',
  );
  const session = sessions.find((s) => s.current);
  if (!session) throw new Error('world: A has no second session');
  const album = await call(a.token, 'POST', '/api/albums', { title: 'Альбом' });
  await call(a.token, 'POST', `/api/albums/${album.id}/items`, { media_ids: [media.json().id] });
  await call(a.token, 'PUT', `/api/albums/${album.id}/shares`, {
    targets: [{ kind: 'family', id: family.id }],
  });
  const target = await targetFor(app);
  const invite = await call(a.token, 'POST', '/api/admin/invites', {});
  // B reports A's comment (a new comment each world: one open report per reporter and target).
  const reported = await call(b.token, 'POST', '/api/reports', {
    target_type: 'comment',
    target_id: comment.id,
    reason: 'spam',
  });
  // A push device of A's (issue 35), on the stand-in push service the test app accepts.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const device = await call(a.token, 'POST', '/api/push/subscriptions', {
    endpoint: `${pushOrigin}/fuzz-${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
  const notes = await call(a.token, 'GET', '/api/notifications');
  const [notification] = Array.isArray(notes) ? notes : notes.notifications;
  if (!notification) throw new Error('world: A has no notification');
  return {
    users,
    owner,
    token: a.token,
    otherToken: b.token,
    userId: a.user.id,
    otherId: b.user.id,
    family: family.id,
    household: household.household.id,
    group: group.group.id,
    action: action.id,
    post: post.id,
    comment: comment.id,
    org: org.id,
    changeRequest: change.id,
    joinRequest: joinRequest.id,
    department: department.id,
    announcement: announcement.id,
    workPost: workPost.id,
    media: media.json().id,
    album: album.id,
    document: document.id,
    notification: notification.id,
    invitation: invitation.id,
    friendRequest: friendRequest.id,
    session: session.id,
    pushDevice: device.id,
    target: target.user.id,
    invite: invite.id,
    report: reported.id,
  };
}

/** The valid value of path parameter `name` in `path` (an OpenAPI template such as /api/posts/{id}). */
export function pathValue(world: World, path: string, name: string): string {
  if (name === 'orgId') return world.org;
  if (name === 'groupId') return world.group;
  if (name === 'userId' || name === 'memberId') return world.otherId;
  if (name === 'kind') return 'banner';
  if (name === 'name') return 'avatar.webp';
  // An occurrence of a recurring event (issue 21): a date.
  if (name === 'date') return '2030-06-01';
  // The calendar subscription's `{token}.ics`: an unknown token (404), the route's checks run all the same.
  if (name === 'file') return 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
  // Issue 34: the home things of A's family; a weekly menu's day and meal.
  if (name === 'scope') return 'family';
  if (name === 'scope_id') return world.family;
  if (name === 'day') return '2030-06-03';
  if (name === 'meal') return 'dinner';
  if (name === 'itemId') return path.includes('/departments/') ? world.department : world.announcement;
  // Issue 31: a file of A's library not sent in the group (404 after the checks).
  if (name === 'mediaId') return world.media;
  const rules: [RegExp, Exclude<keyof World, 'users' | 'owner'>][] = [
    [/^\/api\/admin\/users\//, 'target'],
    [/^\/api\/admin\/invites\//, 'invite'],
    [/^\/api\/admin\/reports\//, 'report'],
    [/^\/api\/media\//, 'media'],
    [/^\/api\/albums\//, 'album'],
    [/^\/api\/invitations\//, 'invitation'],
    [/^\/api\/friends\/requests\//, 'friendRequest'],
    [/^\/api\/users\/sessions\//, 'session'],
    [/^\/api\/push\/subscriptions\//, 'pushDevice'],
    [/^\/api\/family/, 'family'],
    [/^\/api\/household\//, 'household'],
    [/^\/api\/scheduled-actions\//, 'action'],
    [/^\/api\/notifications\//, 'notification'],
    [/^\/api\/posts\//, 'post'],
    [/^\/api\/comments\//, 'comment'],
    [/\/change-requests\/\{id\}/, 'changeRequest'],
    [/^\/api\/work\/join-requests\//, 'joinRequest'],
    [/^\/api\/work\/posts\//, 'workPost'],
    // Issue 32 item 12: no organization comment is made beforehand: a post's id meets 404 after validation.
    [/^\/api\/work\/comments\//, 'workPost'],
    [/^\/api\/(work\/)?organizations\//, 'org'],
    [/^\/api\/my-documents\//, 'document'],
    // No list, chore or journal entry is made beforehand: an id of another kind meets 404 after validation.
    [/^\/api\/(lists|chores|journal)\//, 'family'],
    // Issue 31: no chat message is made beforehand: an id of another kind meets 404 after validation.
    [/^\/api\/chat-messages\//, 'group'],
    // No export is made beforehand: any id meets 404 without the signed link.
    [/^\/api\/users\/export\//, 'notification'],
  ];
  const rule = rules.find(([re]) => re.test(path));
  if (!rule) throw new Error(`no fixture for {${name}} in ${path}`);
  return world[rule[1]];
}

/** The valid id for a body or query field that names an object. */
export function fieldId(world: World, field: string): string {
  if (/family/.test(field)) return world.family;
  if (/media/.test(field)) return world.media;
  if (/department/.test(field)) return world.department;
  if (/comment/.test(field)) return world.comment;
  if (/group/.test(field)) return world.group;
  return world.otherId;
}
