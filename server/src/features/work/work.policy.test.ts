import { describe, expect, it } from 'vitest';
import {
  canEditMember,
  canInvite,
  canLeave,
  canManage,
  canRemoveMember,
  canTransfer,
  isHiddenFrom,
  type Membership,
} from './work.policy.ts';

const who = (over: Partial<Membership>): Membership => ({
  userId: 'x',
  isAdmin: false,
  canInvite: false,
  isOwner: false,
  ...over,
});
const outsider = undefined;
const member = who({ userId: 'm' });
const inviter = who({ userId: 'i', canInvite: true });
const admin = who({ userId: 'a', isAdmin: true });
const owner = who({ userId: 'o', isAdmin: true, isOwner: true });
const actors = { outsider, member, inviter, admin, owner };

describe('organization policy table', () => {
  it.each([
    ['manage (members, requests, settings)', canManage, [false, false, false, true, true]],
    ['invite', canInvite, [false, false, true, true, true]],
    ['transfer ownership', canTransfer, [false, false, false, false, true]],
    ['leave', canLeave, [false, true, true, true, false]],
  ] as const)('%s', (_, rule, expected) => {
    expect(Object.values(actors).map((a) => rule(a))).toEqual(expected);
  });

  it('removes members: admins only, never themselves, never the owner', () => {
    expect(canRemoveMember(admin, member)).toBe(true);
    expect(canRemoveMember(admin, admin)).toBe(false);
    expect(canRemoveMember(admin, owner)).toBe(false);
    expect(canRemoveMember(owner, admin)).toBe(true);
    expect(canRemoveMember(member, inviter)).toBe(false);
  });

  it('hides only a private organization without discovery, and only from non-members', () => {
    const org = (isPrivate: boolean, allowPublicDiscovery: boolean) => ({ isPrivate, allowPublicDiscovery });
    expect(isHiddenFrom(org(true, false), outsider)).toBe(true);
    expect(isHiddenFrom(org(true, false), member)).toBe(false);
    expect(isHiddenFrom(org(true, true), outsider)).toBe(false);
    expect(isHiddenFrom(org(false, true), outsider)).toBe(false);
  });

  it('edits members: admins; the owner only by the owner and never demoted', () => {
    expect(canEditMember(admin, member, { isAdmin: true })).toBe(true);
    expect(canEditMember(admin, owner, {})).toBe(false);
    expect(canEditMember(owner, owner, { isAdmin: false })).toBe(false);
    expect(canEditMember(owner, owner, {})).toBe(true);
    expect(canEditMember(inviter, member, {})).toBe(false);
  });
});
