/**
 * Shared lists, chores and meals (issue 34 §2): every active member of the family or household
 * reads and changes them; outsiders do not learn they exist (404). A list or a chore is deleted by
 * whoever made it or by the circle's manager (a family's PARENT, the household's owner).
 */
export type ScopeMembership = { manager: boolean } | undefined;

export const canUseHome = (m: ScopeMembership) => !!m;
export const canDeleteHomeThing = (m: ScopeMembership, userId: string, thing: { createdBy: string | null }) =>
  !!m && (m.manager || thing.createdBy === userId);
/** An assignee must be an active member with an account of the same circle. */
export const canBeAssigned = (peopleIds: readonly string[], assigneeId: string | null) =>
  assigneeId === null || peopleIds.includes(assigneeId);
