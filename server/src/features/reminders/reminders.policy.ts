/**
 * Reminders and the calendar export (issue 21): what a member of an event's group may do.
 * A non-member learns nothing (the event is 404 to them, as in chat.policy.ts).
 */
export interface Membership {
  role: 'ADMIN' | 'MEMBER';
}

/** Any member sets their own reminder on an event of the group; a completed event takes none. */
export type RemindVerdict = 'allowed' | 'not-member' | 'completed';
export function remindAbout(m: Membership | undefined, event: { isCompleted: boolean }): RemindVerdict {
  if (!m) return 'not-member';
  if (event.isCompleted) return 'completed';
  return 'allowed';
}

/** A group's events are exported to its members only. */
export const canExportGroup = (m: Membership | undefined) => m !== undefined;
