import { describe, expect, it } from 'vitest';
import {
  answerRequest,
  blockAnswer,
  canBlock,
  canFollowFamily,
  canFollowUser,
  canSeePresence,
  canSeeProfile,
  type Friendship,
  relationOf,
  sendRequest,
  visibleFamilies,
} from './people.policy.ts';

const pending: Friendship = { requesterId: 'req', addresseeId: 'addr', status: 'pending' };
const accepted: Friendship = { ...pending, status: 'accepted' };

describe('people policy', () => {
  it.each([
    ['to yourself', 'me', 'me', undefined, 'self'],
    ['to someone new', 'req', 'addr', undefined, 'create'],
    ['again while yours is pending', 'req', 'addr', pending, 'already-requested'],
    ['back to someone who asked you', 'addr', 'req', pending, 'accept-theirs'],
    ['to a friend (as requester)', 'req', 'addr', accepted, 'already-friends'],
    ['to a friend (as addressee)', 'addr', 'req', accepted, 'already-friends'],
  ] as const)('sending a request %s → %s', (_, caller, target, existing, expected) => {
    expect(sendRequest(caller, target, existing)).toBe(expected);
  });

  const callers = { requester: 'req', addressee: 'addr', outsider: 'other' } as const;
  const table: [keyof typeof callers, 'accept' | 'decline' | 'cancel', Friendship | undefined, string][] = [
    ['addressee', 'accept', pending, 'allowed'],
    ['addressee', 'decline', pending, 'allowed'],
    ['addressee', 'cancel', pending, 'forbidden'],
    ['requester', 'accept', pending, 'forbidden'],
    ['requester', 'decline', pending, 'forbidden'],
    ['requester', 'cancel', pending, 'allowed'],
    ['outsider', 'accept', pending, 'not-found'],
    ['outsider', 'decline', pending, 'not-found'],
    ['outsider', 'cancel', pending, 'not-found'],
    ['addressee', 'accept', accepted, 'already-accepted'],
    ['addressee', 'decline', accepted, 'already-accepted'],
    ['requester', 'cancel', accepted, 'already-accepted'],
    ['requester', 'accept', accepted, 'forbidden'],
    ['outsider', 'accept', accepted, 'not-found'],
    ['addressee', 'accept', undefined, 'not-found'],
    ['requester', 'cancel', undefined, 'not-found'],
  ];
  it.each(table)('%s may %s a %o request → %s', (who, action, request, expected) => {
    expect(answerRequest(request, callers[who], action)).toBe(expected);
  });

  it.each([
    ['req', undefined, 'none'],
    ['req', pending, 'outgoing'],
    ['addr', pending, 'incoming'],
    ['req', accepted, 'friends'],
    ['addr', accepted, 'friends'],
  ] as const)('relation of %s to a %o row → %s', (caller, row, expected) => {
    expect(relationOf(caller, row)).toBe(expected);
  });

  it.each([
    [{ isSelf: true, profilePublic: false, knows: false }, true],
    [{ isSelf: false, profilePublic: true, knows: false }, true],
    [{ isSelf: false, profilePublic: false, knows: true }, true],
    [{ isSelf: false, profilePublic: false, knows: false }, false],
  ])('sees the profile %o → %s', (p, expected) => {
    expect(canSeeProfile(p)).toBe(expected);
  });

  const families = [
    { id: 'shared', shared: true },
    { id: 'theirs', shared: false },
  ];
  it.each([
    ['themselves', { isSelf: true, isFriend: false, familyVisibleToFriends: false }, ['shared', 'theirs']],
    ['a friend', { isSelf: false, isFriend: true, familyVisibleToFriends: true }, ['shared', 'theirs']],
    ['a friend, hidden', { isSelf: false, isFriend: true, familyVisibleToFriends: false }, ['shared']],
    ['anyone else', { isSelf: false, isFriend: false, familyVisibleToFriends: true }, ['shared']],
  ])('families seen by %s', (_, p, expected) => {
    expect(visibleFamilies(families, p).map((f) => f.id)).toEqual(expected);
  });
  it('a stranger sharing no family sees none', () => {
    expect(
      visibleFamilies([{ id: 'x', shared: false }], {
        isSelf: false,
        isFriend: false,
        familyVisibleToFriends: true,
      }),
    ).toEqual([]);
  });

  it.each([
    ['me', 'me', false],
    ['me', 'you', true],
  ])('%s may follow %s → %s', (caller, target, expected) => {
    expect(canFollowUser(caller, target)).toBe(expected);
  });
  it.each([
    [{ isPrivate: false }, false, true],
    [{ isPrivate: true }, false, false],
    [{ isPrivate: true }, true, true],
    [{ isPrivate: false }, true, true],
  ])('family %o, member %s → may follow %s', (family, member, expected) => {
    expect(canFollowFamily(family, member)).toBe(expected);
  });
});

describe('who may know whether someone is online', () => {
  it.each([
    [true, 'none', true],
    [false, 'friends', true],
    [false, 'none', false],
    [false, 'outgoing', false],
    [false, 'incoming', false],
  ] as const)('self %s, relation %s → %s', (isSelf, relation, expected) => {
    expect(canSeePresence({ isSelf, relation })).toBe(expected);
  });
});

describe('blocking (CONTRACT §8)', () => {
  it.each([
    ['none', 'allowed'],
    [undefined, 'allowed'],
    ['blocked', 'not-found'],
    ['blocker', 'forbidden'],
  ] as const)('a call across block state %s → %s', (state, expected) => {
    expect(blockAnswer(state)).toBe(expected);
  });

  it.each([
    ['me', 'me', 'none', 'self'],
    ['me', 'them', undefined, 'not-found'],
    ['me', 'them', 'blocked', 'not-found'],
    ['me', 'them', 'blocker', 'allowed'],
    ['me', 'them', 'none', 'allowed'],
  ] as const)('%s blocking %s (state %s) → %s', (caller, target, state, expected) => {
    expect(canBlock(caller, target, state)).toBe(expected);
  });
});
