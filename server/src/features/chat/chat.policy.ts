/** Chat permissions (CONTRACT.md §4): only members read or write a group's messages and events. */
export interface Membership {
  role: 'ADMIN' | 'MEMBER';
}
export const canReadGroup = (m: Membership | undefined) => m !== undefined;
export const canWriteGroup = (m: Membership | undefined) => m !== undefined;
