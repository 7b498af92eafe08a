/** A member's standing: invited members gain nothing until they accept (CONTRACT §4 "Consent"). */
export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
