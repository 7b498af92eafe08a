import type { WorkContext } from './work.context.ts';
import { workRepo } from './work.repo.ts';

/** Teams: any member creates one. */
export function createTeamsActions(ctx: WorkContext) {
  const { db, memberContext } = ctx;
  return {
    async addTeam(userId: string, orgId: string, b: { name: string; description: string | null }) {
      await memberContext(orgId, userId);
      const team = await workRepo.addTeam(db, {
        orgId,
        name: b.name,
        description: b.description,
        createdBy: userId,
      });
      return { id: team?.id ?? '', name: b.name, description: b.description };
    },
  };
}
