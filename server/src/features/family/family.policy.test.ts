import { describe, expect, it } from 'vitest';
import {
  canAppointManager,
  canBeManager,
  canCommentOnFamilyPosts,
  canEditRelative,
  canLeaveFamily,
  canManageFamily,
  canRemoveFamilyMember,
  canSeeFamilyPosts,
  canSeeMembers,
  canSeePublicProfile,
} from './family.policy.ts';

const creator = { role: 'PARENT' as const, isCreator: true };
const parent = { role: 'PARENT' as const, isCreator: false };
const spouse = { role: 'SPOUSE' as const, isCreator: false };
const child = { role: 'CHILD' as const, isCreator: false };
const outsider = undefined;

describe('family policy', () => {
  it.each([
    ['creator', creator, true],
    ['PARENT', parent, true],
    ['SPOUSE', spouse, false],
    ['CHILD', child, false],
    ['outsider', outsider, false],
  ])('%s manages the family: %s', (_, who, expected) => {
    expect(canManageFamily(who)).toBe(expected);
  });

  it.each([
    ['creator', creator, true],
    ['a manager (PARENT) who is not the creator', parent, false],
    ['SPOUSE', spouse, false],
    ['CHILD', child, false],
    ['outsider', outsider, false],
  ])('%s appoints managers: %s (issue 32 item 22)', (_, who, expected) => {
    expect(canAppointManager(who)).toBe(expected);
  });

  it.each([
    ['an active member with an account', { userId: 'u', status: 'active', isCreator: false }, true],
    ['an invited one', { userId: 'u', status: 'invited', isCreator: false }, false],
    ['a relative without an account', { userId: null, status: 'active', isCreator: false }, false],
    ['the creator (always manages)', { userId: 'u', status: 'active', isCreator: true }, false],
  ] as const)('%s may be made a manager: %s', (_, target, expected) => {
    expect(canBeManager(target)).toBe(expected);
  });

  it('nobody removes the creator; managers remove others', () => {
    expect(canRemoveFamilyMember(creator, { isCreator: true })).toBe(false);
    expect(canRemoveFamilyMember(parent, { isCreator: false })).toBe(true);
    expect(canRemoveFamilyMember(child, { isCreator: false })).toBe(false);
  });

  const row = (
    id: string,
    role: 'PARENT' | 'SPOUSE' | 'CHILD' | null,
    isCreator = false,
    status = 'active',
  ) => ({
    id,
    role,
    isCreator,
    status,
  });
  it.each([
    ['a CHILD leaves', row('m1', 'CHILD'), { id: 'm1', isCreator: false }, true],
    ['a SPOUSE leaves', row('m1', 'SPOUSE'), { id: 'm1', isCreator: false }, true],
    ['a PARENT leaves', row('m1', 'PARENT'), { id: 'm1', isCreator: false }, true],
    ['the creator cannot leave', row('m1', 'PARENT', true), { id: 'm1', isCreator: true }, false],
    ['nobody leaves for someone else', row('m1', 'CHILD'), { id: 'm2', isCreator: false }, false],
    [
      'an invitee has nothing to leave',
      row('m1', 'CHILD', false, 'invited'),
      { id: 'm1', isCreator: false },
      false,
    ],
    ['an outsider has nothing to leave', undefined, { id: 'm1', isCreator: false }, false],
  ])('%s', (_, actor, target, expected) => {
    expect(canLeaveFamily(actor, target)).toBe(expected);
  });

  it.each([
    ['creator edits a relative', creator, null, true],
    ['PARENT edits a relative', parent, null, true],
    ['SPOUSE cannot', spouse, null, false],
    ['CHILD cannot', child, null, false],
    ['outsider cannot', outsider, null, false],
    ['nobody edits a member with an account', creator, 'u1', false],
  ])('%s', (_, actor, userId, expected) => {
    expect(canEditRelative(actor, { userId })).toBe(expected);
  });

  it.each([
    [false, outsider, true],
    [true, outsider, false],
    [true, child, true],
  ])('private=%s: viewer sees the profile and members → %s', (isPrivate, who, expected) => {
    expect(canSeePublicProfile(who, { isPrivate })).toBe(expected);
    expect(canSeeMembers(who, { isPrivate })).toBe(expected);
  });

  it.each([
    ['family', { isMember: true, sharesHousehold: false, signedIn: true }, true],
    ['family', { isMember: false, sharesHousehold: true, signedIn: true }, false],
    ['household', { isMember: false, sharesHousehold: true, signedIn: true }, true],
    ['household', { isMember: false, sharesHousehold: false, signedIn: true }, false],
    ['public', { isMember: false, sharesHousehold: false, signedIn: false }, true],
  ] as const)('who_can_see_posts=%s %o → %s', (whoCanSeePosts, viewer, expected) => {
    expect(canSeeFamilyPosts({ whoCanSeePosts }, viewer)).toBe(expected);
  });

  it.each([
    ['none', { isMember: true, sharesHousehold: false }, true],
    ['none', { isMember: false, sharesHousehold: true }, false],
    ['family', { isMember: false, sharesHousehold: true }, false],
    ['household', { isMember: false, sharesHousehold: true }, true],
    ['household', { isMember: false, sharesHousehold: false }, false],
    ['public', { isMember: false, sharesHousehold: false }, true],
  ] as const)('who_can_comment=%s %o → %s', (whoCanComment, viewer, expected) => {
    expect(canCommentOnFamilyPosts({ whoCanComment }, viewer)).toBe(expected);
  });
});
