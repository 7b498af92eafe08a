import { describe, expect, it } from 'vitest';
import { REQUESTABLE_ROLES, UpdateMeBody } from './work.ts';

describe('REQUESTABLE_ROLES', () => {
  it('is the self-service request list of 02 §3, in its order', () => {
    expect(REQUESTABLE_ROLES).toEqual([
      'OWNER',
      'ADMIN',
      'CEO',
      'CTO',
      'CFO',
      'COO',
      'FOUNDER',
      'CO_FOUNDER',
      'PRESIDENT',
      'VICE_PRESIDENT',
      'DIRECTOR',
      'MANAGER',
      'SENIOR_MANAGER',
      'TEAM_LEAD',
      'EMPLOYEE',
      'SENIOR_EMPLOYEE',
      'MEMBER',
      'CONTRACTOR',
      'INTERN',
      'CONSULTANT',
      'CLIENT',
      'CUSTOM',
    ]);
  });
  it('is what the self-service request accepts', () => {
    expect(UpdateMeBody.safeParse({ requested_role: 'MEMBER' }).success).toBe(true);
    expect(UpdateMeBody.safeParse({ requested_role: 'NOBODY' }).success).toBe(false);
  });
});
