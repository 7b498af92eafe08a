import type { Db } from '../../db/client.ts';
import { familyRepo } from './family.repo.ts';
import { treeRepo } from './tree.repo.ts';
import { relativesOf, type StoredLink, treeLinks } from './tree-graph.ts';

/**
 * The user's spouse as their family records one (issue 32 item 5: «Семейное положение» agrees with
 * the family and offers the spouse's name): the first family, in membership order, where the tree
 * (or how members were added) links the user to a spouse who is not merely invited. Null without one.
 */
export async function familySpouseName(db: Db, userId: string): Promise<string | null> {
  for (const { family, member } of await familyRepo.ofUser(db, userId)) {
    const [people, stored] = await Promise.all([
      treeRepo.people(db, family.id),
      treeRepo.links(db, family.id),
    ]);
    const links = treeLinks(people, stored as StoredLink[]);
    const spouse = relativesOf(links, member.id)
      .spouses.map((id) => people.find((p) => p.id === id))
      .find((p) => p && p.status === 'active');
    if (spouse) return `${spouse.firstName} ${spouse.lastName}`.trim();
  }
  return null;
}
