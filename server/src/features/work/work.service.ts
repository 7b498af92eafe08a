import { createChangeRequestsActions } from './change-requests.service.ts';
import { createJoinRequestsActions } from './join-requests.service.ts';
import { createMembersActions } from './members.service.ts';
import { createOrgInvitesActions } from './org-invites.service.ts';
import { createOrganizationsActions } from './organizations.service.ts';
import { createTeamsActions } from './teams.service.ts';
import { createWorkContext, type WorkDeps } from './work.context.ts';

/**
 * The organizations area (02 §2.4–2.17), one file per action group: organizations, members,
 * invitations, change requests, join requests, teams; what they share is in work.context.ts.
 */
export function createWorkService(deps: WorkDeps) {
  const ctx = createWorkContext(deps);
  return {
    ...createOrganizationsActions(ctx),
    ...createMembersActions(ctx),
    ...createOrgInvitesActions(ctx),
    ...createChangeRequestsActions(ctx),
    ...createJoinRequestsActions(ctx),
    ...createTeamsActions(ctx),
  };
}
export type WorkService = ReturnType<typeof createWorkService>;
