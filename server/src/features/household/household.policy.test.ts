import { describe, expect, it } from 'vitest';
import {
  canAddResident,
  canHandOver,
  canSeeHousehold,
  canTakeOver,
  canWithdrawEmailInvite,
} from './household.policy.ts';

const owner = { isCreator: true };
const resident = { isCreator: false };

describe('household policy (consent and hand-over)', () => {
  it.each([
    ['Owner', owner, true, true],
    ['resident', resident, true, false],
    ['outsider or invitee', undefined, false, false],
  ])('%s: sees and adds %s, hands over %s', (_, who, sees, handsOver) => {
    expect(canSeeHousehold(who)).toBe(sees);
    expect(canAddResident(who)).toBe(sees);
    expect(canHandOver(who)).toBe(handsOver);
  });

  it.each([
    ['a resident who accepted', { isCreator: false, status: 'active' }, true],
    ['an invitee', { isCreator: false, status: 'invited' }, false],
    ['the Owner', { isCreator: true, status: 'active' }, false],
    ['nobody', undefined, false],
  ])('takes over: %s → %s', (_, target, expected) => {
    expect(canTakeOver(target)).toBe(expected);
  });

  it.each([
    ['the Owner, of another resident’s invitation', owner, 'other', true],
    ['a resident, of their own invitation', resident, 'me', true],
    ['a resident, of another resident’s invitation', resident, 'other', false],
    ['a resident, of an invitation whose sender left', resident, null, false],
    ['an outsider, of their own old invitation', undefined, 'me', false],
  ])('withdraws an invitation by email: %s → %s', (_, who, sender, expected) => {
    expect(canWithdrawEmailInvite(who, 'me', sender)).toBe(expected);
  });
});
