import { describe, expect, it } from 'vitest';
import { canReadGroup, canWriteGroup, leaveGroup } from './chat.policy.ts';

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
});
