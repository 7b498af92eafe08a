import type { FastifyInstance } from 'fastify';
import { acceptInvitations, bearer, registerUser } from '../factories.ts';
import { FILES, image } from '../files.ts';
import { multipart } from '../multipart.ts';

type U = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One set of people and objects for the whole permission matrix, built through the API.
 * - owner: creates the private family (creator, PARENT), the household (Owner), the organizations
 *   (owner), owns the library file, the document with its scan and the notification.
 * - admin: PARENT of the family (appointed by owner), creator and ADMIN of the chat group, admin of the organization.
 * - member: CHILD of the family, household resident, chat member, plain organization member;
 *   writes the comments.
 * - author: SPOUSE of the family, household resident, chat member, organization member; writes
 *   the posts, the chat message and the organization post.
 * - stranger: in nothing; has a pending join request to the organization.
 * - operator: the instance's owner (registered first, CONTRACT §8); in nothing else.
 */
export async function buildWorld(app: FastifyInstance) {
  const call = async (token: string, method: Method, url: string, payload?: object, want = [200, 201]) => {
    const res = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    if (!want.includes(res.statusCode)) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json();
  };
  const upload = async (token: string, url: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  // The first account of an instance is its owner: registered before everyone else.
  const operator = await registerUser(app, { first_name: 'Хозяин' });
  if (operator.user.instance_role !== 'owner') throw new Error('the first account is not the owner');
  const stranger = await registerUser(app, { first_name: 'Чужой' });
  const member = await registerUser(app, { first_name: 'Участник' });
  const admin = await registerUser(app, { first_name: 'Админ' });
  const owner = await registerUser(app, { first_name: 'Владелец' });
  const author = await registerUser(app, { first_name: 'Автор' });
  const users = { stranger, member, admin, owner, author, operator };
  await call(member.token, 'PUT', '/api/users/gender', { gender: 'MALE' });

  // Family (private, the default) and a public family whose posts everyone may see.
  const family = await call(owner.token, 'POST', '/api/family/create-with-members', {
    name: 'Семья',
    members: [
      { user_id: admin.user.id, relationship: 'parent' },
      { user_id: member.user.id, relationship: 'child' },
      { user_id: author.user.id, relationship: 'spouse' },
      { first_name: 'Бабушка', last_name: 'Нина', relationship: 'other' },
    ],
  });
  const png = `data:image/png;base64,${(await image('png')).toString('base64')}`;
  const withBanner = await call(owner.token, 'PUT', `/api/family-profiles/${family.id}/banner`, {
    banner_image: png,
  });
  const publicFamily = await call(owner.token, 'POST', '/api/family/create-with-members', {
    name: 'Открытая семья',
    members: [{ user_id: author.user.id, relationship: 'spouse' }],
    privacy_level: 'PUBLIC',
  });
  await call(owner.token, 'PUT', `/api/family/${publicFamily.id}/privacy`, {
    is_private: false,
    allow_public_discovery: true,
    who_can_see_posts: 'public',
    who_can_comment: 'family',
    profile_searchability: 'public',
  });

  // Household: owner, member and author live there; admin does not.
  const home = await call(owner.token, 'POST', '/api/household/create', {
    household_name: 'Дом',
    address_street: 'Улица 1',
    address_city: 'Город',
    address_country: 'Россия',
    members: [],
  });
  const householdId: string = home.household.id;
  for (const u of [member, author]) {
    await call(owner.token, 'POST', `/api/household/${householdId}/members`, {
      user_id: u.user.id,
      relationship: 'roommate',
    });
  }
  // Adding only invites (CONTRACT §4 "Consent"): everyone accepts both families and the household.
  for (const u of [admin, member, author]) await acceptInvitations(app, u.token);
  const familyMembers: { id: string; user_id: string | null }[] = (
    await call(owner.token, 'GET', `/api/family/${family.id}/members`)
  ).members;
  const relativeId = familyMembers.find((m) => m.user_id === null)?.id as string;
  // Managing is the creator's to give, not kinship's (issue 32 item 22): the owner appoints admin.
  const adminRow = familyMembers.find((m) => m.user_id === admin.user.id);
  await call(owner.token, 'PUT', `/api/family/${family.id}/members/${adminRow?.id}/manager`, {
    manages: true,
  });

  // Chat group made by admin (ADMIN) with member, author and owner; an event and a message.
  const group = await call(admin.token, 'POST', '/api/chat-groups', {
    name: 'Дача',
    member_ids: [member.user.id, author.user.id, owner.user.id],
  });
  const groupId: string = group.group.id;
  await call(author.token, 'POST', `/api/chat-groups/${groupId}/messages`, {
    group_id: groupId,
    content: 'Привет',
    message_type: 'TEXT',
  });
  const event = await call(admin.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
    title: 'Шашлыки',
    action_type: 'EVENT',
    scheduled_date: '2030-06-01',
  });

  // Posts by author of each visibility, and comments by member.
  const post = async (visibility: string, familyId?: string) =>
    (
      await call(author.token, 'POST', '/api/posts', {
        content: `Запись ${visibility}`,
        visibility,
        source_module: 'family',
        ...(familyId ? { family_id: familyId } : {}),
      })
    ).id as string;
  const posts = {
    public: await post('PUBLIC'),
    family: await post('FAMILY_ONLY', family.id),
    household: await post('HOUSEHOLD_ONLY'),
    onlyMe: await post('ONLY_ME'),
    men: await post('GENDER_MALE'),
    publicFamilyPublic: await post('PUBLIC', publicFamily.id),
    publicFamilyOnlyMe: await post('ONLY_ME', publicFamily.id),
    publicFamilyHousehold: await post('HOUSEHOLD_ONLY', publicFamily.id),
  };
  const comment = async (postId: string) =>
    (await call(member.token, 'POST', `/api/posts/${postId}/comments`, { content: 'Комментарий' }))
      .id as string;
  const comments = { public: await comment(posts.public), family: await comment(posts.family) };

  // owner's library file, document and scan; owner's profile photo.
  const file = await upload(owner.token, '/api/media/upload', [
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename: 'a.png', data: await FILES.png() },
  ]);
  const doc = await call(owner.token, 'POST', '/api/my-documents', {
    document_type: 'PASSPORT',
    country: 'Россия',
    document_data: { series: '4510' },
  });
  const scanned = await upload(owner.token, `/api/my-documents/${doc.id}/upload-scan`, [
    { name: 'file', filename: 'scan.png', data: await FILES.png() },
  ]);
  const me = await call(owner.token, 'PUT', '/api/users/profile-picture', { profile_picture: png });

  // owner's albums (issue 22), each holding the library file: one per circle it is shared with.
  const album = async (title: string, targets: { kind: string; id: string }[]) => {
    const made = await call(owner.token, 'POST', '/api/albums', { title });
    await call(owner.token, 'POST', `/api/albums/${made.id}/items`, { media_ids: [file.id] });
    await call(owner.token, 'PUT', `/api/albums/${made.id}/shares`, { targets });
    return made.id as string;
  };
  const albums = {
    family: await album('Семейный', [{ kind: 'family', id: family.id }]),
    household: await album('Домашний', [{ kind: 'household', id: householdId }]),
    chat: await album('Дачный', [{ kind: 'chat_group', id: groupId }]),
    private: await album('Личный', []),
  };

  // Organization (public) owned by owner with admin, member and author; and a hidden one.
  const orgBody = { name: 'Ромашка', description: 'Софт', industry: 'Technology', creator_job_title: 'CEO' };
  const org = await call(owner.token, 'POST', '/api/work/organizations', orgBody);
  const orgId: string = org.id;
  const withLogo = await call(owner.token, 'PUT', `/api/work/organizations/${orgId}`, {
    ...orgBody,
    logo_url: png,
  });
  await call(owner.token, 'POST', `/api/work/organizations/${orgId}/members`, {
    user_email: admin.email,
    job_title: 'Админ',
    is_admin: true,
  });
  for (const u of [member, author]) {
    await call(owner.token, 'POST', `/api/work/organizations/${orgId}/members`, {
      user_email: u.email,
      job_title: 'Сотрудник',
    });
  }
  // An organization invite is an invitation (CONTRACT §4 "Consent, continued"): they accept.
  for (const u of [admin, member, author]) await acceptInvitations(app, u.token, orgId);
  await app.jobs.runDue();
  const hiddenOrg = await call(owner.token, 'POST', '/api/work/organizations', {
    ...orgBody,
    name: 'Тайная',
    is_private: true,
    allow_public_discovery: false,
  });
  const joinRequest = await call(stranger.token, 'POST', `/api/organizations/${orgId}/join-request`);
  const changes = await call(member.token, 'PUT', `/api/work/organizations/${orgId}/members/me`, {
    requested_team: 'Команда А',
  });
  const department = await call(owner.token, 'POST', `/api/organizations/${orgId}/departments`, {
    name: 'ИТ',
  });
  const announcement = await call(owner.token, 'POST', `/api/organizations/${orgId}/announcements`, {
    title: 'Собрание',
    content: 'В пятницу',
  });
  const orgPost = await call(author.token, 'POST', `/api/work/organizations/${orgId}/posts`, {
    content: 'Новости',
  });

  // admin added owner to the chat group, so owner has a notification.
  const notes = await call(owner.token, 'GET', '/api/notifications');
  const notificationId: string = notes[0].id;

  return {
    app,
    call,
    upload,
    users,
    familyId: family.id as string,
    /** A relative entered by name only (no account) in the private family. */
    relativeId,
    familyChatGroupId: family.chat_group_id as string,
    familyBannerUrl: withBanner.banner_url as string,
    publicFamilyId: publicFamily.id as string,
    householdId,
    groupId,
    eventId: event.id as string,
    posts,
    comments,
    mediaId: file.id as string,
    /** owner's albums shared with the family, the household, the chat group, and one not shared. */
    albums,
    mediaUrl: file.file_url as string,
    documentId: doc.id as string,
    scanUrl: scanned.document.scan_file_url as string,
    avatarUrl: me.profile_picture as string,
    orgId,
    orgBody,
    orgLogoUrl: withLogo.logo_url as string,
    hiddenOrgId: hiddenOrg.id as string,
    joinRequestId: joinRequest.id as string,
    changeRequestId: changes.change_requests_created[0] as string,
    departmentId: department.id as string,
    announcementId: announcement.id as string,
    orgPostId: orgPost.id as string,
    notificationId,
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
export type Person = U;
