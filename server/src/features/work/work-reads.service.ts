import type { Db } from '../../db/client.ts';
import { workRepo } from './work.repo.ts';

/**
 * What other features ask of organizations (the organization feed and its comments), so they reach
 * the work feature through its service and never its repo. Each is the one query it was.
 */
export const workReads = {
  /** The organization row, or undefined. */
  org: (db: Db, orgId: string) => workRepo.org(db, orgId),
  /** The user's membership row in the organization, or undefined. */
  membership: (db: Db, orgId: string, userId: string) => workRepo.membership(db, orgId, userId),
  /** Whether the user has a pending request to join the organization. */
  hasPending: (db: Db, orgId: string, userId: string) => workRepo.hasPending(db, orgId, userId),
};

/** An organization row as workReads.org answers it. */
export type OrgRow = NonNullable<Awaited<ReturnType<typeof workRepo.org>>>;
