import { HOME_TEXTS, type HomeLiveEvent, type HomePerson } from '@krug/contract/home';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import type { LiveBus } from '../../platform/live.ts';
import { canUseHome } from './home.policy.ts';
import { type ScopeRef, scopeRepo } from './scope.repo.ts';

export interface HomeDeps {
  db: Db;
  live: LiveBus;
}

/** The caller's membership of the circle; anyone else does not learn it exists (404). */
export async function member(db: Db, s: ScopeRef, userId: string, detail: string = HOME_TEXTS.notFound) {
  const m = await scopeRepo.membership(db, s, userId);
  if (!canUseHome(m) || !m) throw new NotFound(detail);
  return m;
}

/** Tells every member of the circle (each open screen) that something changed. */
export async function announce(deps: HomeDeps, s: ScopeRef, what: HomeLiveEvent['what'], listId?: string) {
  const people = await scopeRepo.people(deps.db, s);
  const event: HomeLiveEvent = {
    type: 'home.changed',
    scope: s.scope,
    scope_id: s.id,
    what,
    ...(listId ? { list_id: listId } : {}),
  };
  await deps.live.publish(
    people.map((p) => p.id),
    event,
  );
}

/** People by id, for answers that say who added, checked or is assigned. */
export async function peopleMap(db: Db, ids: (string | null)[]): Promise<Map<string, HomePerson>> {
  const rows = await scopeRepo.peopleByIds(
    db,
    ids.filter((id): id is string => !!id),
  );
  return new Map(rows.map((p) => [p.id, p]));
}
