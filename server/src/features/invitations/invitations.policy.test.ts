import { describe, expect, it } from 'vitest';
import { answerInvitation, canMoveIn } from './invitations.policy.ts';

describe('invitations policy', () => {
  it.each([
    ['the invitee answers a pending invitation', { userId: 'me', status: 'invited' as const }, 'allowed'],
    [
      'someone else’s invitation does not exist',
      { userId: 'other', status: 'invited' as const },
      'not-found',
    ],
    ['someone else’s accepted one neither', { userId: 'other', status: 'active' as const }, 'not-found'],
    ['an accepted one is a conflict', { userId: 'me', status: 'active' as const }, 'already-accepted'],
    ['an unknown or declined one is gone', undefined, 'not-found'],
  ])('%s', (_, invitation, expected) => {
    expect(answerInvitation(invitation, 'me')).toBe(expected);
  });

  it.each([
    [false, true],
    [true, false],
  ])('living in another household: %s → may move in: %s', (elsewhere, expected) => {
    expect(canMoveIn(elsewhere)).toBe(expected);
  });
});
