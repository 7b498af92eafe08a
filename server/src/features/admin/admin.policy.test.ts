import type { InstanceRole } from '@krug/contract/admin';
import { describe, expect, it } from 'vitest';
import { canUseAdminArea, changeRole, moderateUser } from './admin.policy.ts';

const ROLES: InstanceRole[] = ['owner', 'admin', 'user'];
const me = (role: InstanceRole) => ({ id: 'me', role });
const other = (role: InstanceRole) => ({ id: 'other', role });

describe('admin policy', () => {
  it.each(ROLES.map((r) => [r, r !== 'user'] as const))('the admin area: %s → %s', (role, allowed) => {
    expect(canUseAdminArea(role)).toBe(allowed);
  });
  it('nobody uses it without a role', () => {
    expect(canUseAdminArea(null)).toBe(false);
  });

  // actor × target → refusal of suspend / unsuspend / reset two-factor / delete
  it.each([
    ['owner', 'owner', 'ownerUntouchable'],
    ['owner', 'admin', null],
    ['owner', 'user', null],
    ['admin', 'owner', 'ownerUntouchable'],
    ['admin', 'admin', 'adminsByOwner'],
    ['admin', 'user', null],
    ['user', 'owner', 'adminsOnly'],
    ['user', 'admin', 'adminsOnly'],
    ['user', 'user', 'adminsOnly'],
  ] as const)('moderating: %s acting on %s → %s', (actor, target, refusal) => {
    expect(moderateUser(me(actor), other(target))).toBe(refusal);
  });
  it('nobody moderates themselves', () => {
    expect(moderateUser(me('admin'), me('admin'))).toBe('notYourself');
    expect(moderateUser(me('owner'), me('owner'))).toBe('ownerUntouchable');
  });

  it.each([
    ['owner', 'owner', 'ownerUntouchable'],
    ['owner', 'admin', null],
    ['owner', 'user', null],
    ['admin', 'owner', 'ownerOnly'],
    ['admin', 'admin', 'ownerOnly'],
    ['admin', 'user', 'ownerOnly'],
    ['user', 'user', 'adminsOnly'],
  ] as const)('changing a role: %s on %s → %s', (actor, target, refusal) => {
    expect(changeRole(me(actor), other(target))).toBe(refusal);
  });
});
