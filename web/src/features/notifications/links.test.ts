import type { Notification } from '@krug/contract/notifications';
import { describe, expect, it } from 'vitest';
import { INVITATIONS_PATH } from '../invitations/api.ts';
import { notificationHref } from './links.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const POST = '00000000-0000-4000-8000-000000000002';
const of = (type: Notification['type'], link: Notification['link']): Notification => ({
  id: ID,
  type,
  text: 'т',
  created_at: '2026-11-23T10:00:00.000Z',
  is_read: false,
  actor: null,
  link,
});

describe('where a notification leads', () => {
  it('maps every link kind the server produces to an app URL', () => {
    const cases: [Notification, string | null][] = [
      [of('like', { kind: 'post', id: POST }), `/family/posts/${POST}`],
      [of('reaction', { kind: 'post', id: POST }), `/family/posts/${POST}`],
      [of('comment', { kind: 'comment', id: ID, post_id: POST }), `/family/posts/${POST}#comment-${ID}`],
      [of('reply', { kind: 'comment', id: ID, post_id: POST }), `/family/posts/${POST}#comment-${ID}`],
      [of('invitation', { kind: 'invitations', id: ID }), INVITATIONS_PATH],
      [of('invitation_answered', { kind: 'family', id: ID }), `/family/family-view?id=${ID}`],
      [of('invitation_answered', { kind: 'household', id: ID }), '/family/household'],
      // A chore reminder (issue 34) opens the week of chores of its family or household.
      [
        of('chore_reminder', { kind: 'chores', id: `household:${ID}` }),
        `/family/home?scope=household&id=${ID}&tab=chores`,
      ],
      [of('group_added', { kind: 'chat_group', id: ID }), `/family/chat?group=${ID}`],
      // An event reminder (issue 21) opens the event's group, where its card is.
      [of('event_reminder', { kind: 'chat_group', id: ID }), `/family/chat?group=${ID}`],
      [of('album_shared', { kind: 'album', id: ID }), `/family/media/albums/${ID}`],
      [of('organization_added', { kind: 'organization', id: ID }), `/organizations/org-profile?id=${ID}`],
      [of('join_request', { kind: 'organization', id: ID }), `/organizations/org-profile?id=${ID}`],
      [of('request_decided', { kind: 'organization', id: ID }), `/organizations/org-public?id=${ID}`],
      [of('friend_request', { kind: 'friend_requests', id: ID }), '/family/friends?tab=incoming'],
      [of('friend_accepted', { kind: 'person', id: POST }), `/family/people/${POST}`],
      [of('data_export_ready', { kind: 'data_export', id: ID }), '/family/settings#my-data'],
    ];
    for (const [n, href] of cases)
      expect([n.link?.kind, notificationHref(n, 'family')]).toEqual([n.link?.kind, href]);
  });

  it('opens posts and chats in the module the user is in', () => {
    expect(notificationHref(of('like', { kind: 'post', id: POST }), 'news')).toBe(`/news/posts/${POST}`);
    expect(notificationHref(of('group_added', { kind: 'chat_group', id: ID }), 'organizations')).toBe(
      `/organizations/chat?group=${ID}`,
    );
  });

  it('leads nowhere without a target: no link, a deleted comment, an unknown kind', () => {
    expect(notificationHref(of('family_added', null), 'family')).toBeNull();
    expect(notificationHref(of('comment', { kind: 'comment', id: ID }), 'family')).toBeNull();
    expect(notificationHref(of('like', { kind: 'something-new', id: ID }), 'family')).toBeNull();
  });
});
