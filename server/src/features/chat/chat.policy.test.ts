import { describe, expect, it } from 'vitest';
import {
  addMembers,
  canJoinEvent,
  canReadGroup,
  canWriteGroup,
  completeEvent,
  directKey,
  groupAddConsent,
  groupTakesEvents,
  leaveGroup,
  openDirect,
} from './chat.policy.ts';

const admin = { role: 'ADMIN' as const };
const member = { role: 'MEMBER' as const };
const custom = { familyId: null };
const familyGroup = { familyId: 'f1' };

describe('chat policy', () => {
  it.each([
    ['ADMIN', admin, true],
    ['MEMBER', member, true],
    ['outsider', undefined, false],
  ])('%s reads and writes: %s', (_, m, expected) => {
    expect(canReadGroup(m)).toBe(expected);
    expect(canWriteGroup(m)).toBe(expected);
  });

  it.each([
    ['a MEMBER leaves', member, 'me', custom, 'allowed'],
    ['an ADMIN leaves (the group hands over)', admin, 'me', custom, 'allowed'],
    ['nobody removes someone else here', admin, 'other', custom, 'not-yourself'],
    ['an outsider has nothing to leave', undefined, 'me', custom, 'not-member'],
    ["a family's FAMILY group follows the family", member, 'me', familyGroup, 'family-group'],
  ] as const)('%s', (_, m, target, group, expected) => {
    expect(leaveGroup(m, 'me', target, group)).toBe(expected);
  });

  it.each([
    ['the ADMIN adds', admin, custom, 'allowed'],
    ['a MEMBER does not', member, custom, 'not-admin'],
    ['an outsider sees no group', undefined, custom, 'not-member'],
    ['a FAMILY group follows the family', admin, familyGroup, 'family-group'],
  ] as const)('adding members: %s', (_, m, group, expected) => {
    expect(addMembers(m, group)).toBe(expected);
  });

  it.each([
    ['its creator', member, 'me', 'allowed'],
    ['a group ADMIN', admin, 'other', 'allowed'],
    ['another member', member, 'other', 'forbidden'],
    ['an outsider, even its creator', undefined, 'me', 'not-member'],
  ] as const)('completing an event: %s', (_, m, createdBy, expected) => {
    expect(completeEvent(m, 'me', { createdBy })).toBe(expected);
  });

  it('any member joins an event, outsiders do not', () => {
    expect(canJoinEvent(member)).toBe(true);
    expect(canJoinEvent(admin)).toBe(true);
    expect(canJoinEvent(undefined)).toBe(false);
  });

  it.each([
    ['yourself', { isSelf: true, profilePublic: true, knows: true }, 'self'],
    ['a public profile', { isSelf: false, profilePublic: true, knows: false }, 'allowed'],
    ['a private person you know', { isSelf: false, profilePublic: false, knows: true }, 'allowed'],
    ['a private stranger', { isSelf: false, profilePublic: false, knows: false }, 'forbidden'],
    [
      'a private stranger you already write to',
      { isSelf: false, profilePublic: false, knows: false, exists: true },
      'allowed',
    ],
    [
      'someone who blocked you',
      { isSelf: false, profilePublic: true, knows: true, block: 'blocked', exists: true },
      'not-found',
    ],
    [
      'someone you blocked',
      { isSelf: false, profilePublic: true, knows: true, block: 'blocker', exists: true },
      'blocked-by-me',
    ],
    [
      'a public profile, no block',
      { isSelf: false, profilePublic: true, knows: false, block: 'none' },
      'allowed',
    ],
  ] as const)('writing one to one to %s', (_, p, expected) => {
    expect(openDirect(p)).toBe(expected);
  });

  it('keeps a DIRECT group between its two people, without events', () => {
    expect(addMembers(admin, { familyId: null, groupType: 'DIRECT' })).toBe('direct-group');
    expect(addMembers(undefined, { familyId: null, groupType: 'DIRECT' })).toBe('not-member');
    expect(groupTakesEvents({ groupType: 'DIRECT' })).toBe(false);
    expect(groupTakesEvents({ groupType: 'CUSTOM' })).toBe(true);
  });

  it('names the pair the same way from either side', () => {
    expect(directKey('b', 'a')).toBe('a:b');
    expect(directKey('a', 'b')).toBe('a:b');
  });

  // CONTRACT §4 "Consent, continued": who_can_add_me_to_groups × whether the adder is in the circle.
  it.each([
    ['everyone', false, 'add'],
    ['everyone', true, 'add'],
    ['friends_and_family', true, 'add'],
    ['friends_and_family', false, 'invite'],
    ['nobody', true, 'refuse'],
    ['nobody', false, 'refuse'],
  ] as const)(
    'asking someone with %s (adder in their circle: %s) into a group: %s',
    (policy, inCircle, verdict) => {
      expect(groupAddConsent({ policy, inCircle })).toBe(verdict);
    },
  );
});
