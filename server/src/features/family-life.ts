import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../platform/jobs.ts';
import type { LiveBus } from '../platform/live.ts';
import { familyReads } from './family/family-reads.service.ts';
import { familyTreeRoutes } from './family/tree.routes.ts';
import { createFamilyTreeService } from './family/tree.service.ts';
import { registerChoreReminders } from './home/chores.jobs.ts';
import { createChoresService } from './home/chores.service.ts';
import { homeRoutes } from './home/home.routes.ts';
import { createListsService } from './home/lists.service.ts';
import { createMealsService } from './home/meals.service.ts';
import { journalRoutes } from './journal/journal.routes.ts';
import { createJournalService } from './journal/journal.service.ts';
import type { MediaService } from './media/media.service.ts';
import type { Notifier } from './notifications/notifications.service.ts';

/**
 * Issue 34, wired in one place so app.ts gains one line: the family tree (family/tree.*), shared
 * lists, chores and the meal plan (home/), the Journal and «В этот день» (journal/).
 */
export async function registerFamilyLife(
  app: FastifyInstance,
  deps: {
    db: Db;
    live: LiveBus;
    notifications: Notifier;
    media: MediaService;
    jobs: Jobs;
    schedulerIntervalMs?: number;
  },
) {
  const { db, notifications, media } = deps;
  const tree = createFamilyTreeService({
    db,
    notifications,
    photos: { urls: media.viewerUrls, ownImages: media.ownImages },
  });
  await app.register(familyTreeRoutes, { tree });
  const home = { db, live: deps.live };
  const lists = createListsService(home);
  const chores = createChoresService({ ...home, notifications });
  const meals = createMealsService({ ...home, lists });
  await app.register(homeRoutes, { lists, chores, meals });
  registerChoreReminders(deps.jobs, chores, deps.schedulerIntervalMs || undefined);
  const journal = createJournalService({
    db,
    media: { ownImages: media.ownImages, viewerDtos: media.viewerDtos },
    isFamilyMember: async (userId, familyId) => !!(await familyReads.membership(db, familyId, userId)),
  });
  await app.register(journalRoutes, { journal });
  return { chores };
}
