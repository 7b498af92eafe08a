import type { KinLink } from '@krug/contract/kinship';

/** What the graph needs of a member row. */
export interface GraphMember {
  id: string;
  isCreator: boolean;
  /** What the member is to the family's creator (how they were added), if anything. */
  relationship: 'spouse' | 'child' | 'parent' | 'sibling' | 'other' | null;
}
export interface StoredLink extends KinLink {
  id: string | null;
}

const key = (l: KinLink) =>
  l.kind === 'parent' ? `parent:${l.from}>${l.to}` : `${l.kind}:${[l.from, l.to].sort().join('|')}`;

/**
 * The family's links (issue 34 §1): those recorded in the tree, and those that follow from how
 * members were added to the family (their `relationship` to the creator, from the wizard and the
 * settings): a spouse, children (also of the creator's only spouse), parents (a couple when there
 * are two), siblings (children of the creator's parents, or plain siblings when there are none).
 * Pure, so the tree, its tests and the bench all build it the same way.
 */
export function treeLinks(members: readonly GraphMember[], stored: readonly StoredLink[]): StoredLink[] {
  const out = new Map<string, StoredLink>();
  const add = (l: StoredLink) => {
    if (l.from !== l.to && !out.has(key(l))) out.set(key(l), l);
  };
  for (const l of stored) add(l);
  const creator = members.find((m) => m.isCreator);
  if (!creator) return [...out.values()];
  const c = creator.id;
  const by = (rel: GraphMember['relationship']) =>
    members.filter((m) => !m.isCreator && m.relationship === rel);
  const implied = (from: string, to: string, kind: KinLink['kind']) => add({ id: null, from, to, kind });
  for (const s of by('spouse')) implied(c, s.id, 'spouse');
  for (const p of by('parent')) implied(p.id, c, 'parent');
  const all = [...out.values()];
  const spousesOfCreator = [
    ...new Set(
      all
        .filter((l) => l.kind === 'spouse' && (l.from === c || l.to === c))
        .map((l) => (l.from === c ? l.to : l.from)),
    ),
  ];
  const parentsOf = (id: string) => [
    ...new Set([...out.values()].filter((l) => l.kind === 'parent' && l.to === id).map((l) => l.from)),
  ];
  const creatorParents = parentsOf(c);
  if (creatorParents.length === 2)
    implied(creatorParents[0] as string, creatorParents[1] as string, 'spouse');
  for (const child of by('child')) {
    implied(c, child.id, 'parent');
    if (spousesOfCreator.length === 1 && parentsOf(child.id).length < 2)
      implied(spousesOfCreator[0] as string, child.id, 'parent');
  }
  for (const sib of by('sibling')) {
    if (creatorParents.length === 0) implied(c, sib.id, 'sibling');
    else for (const p of creatorParents) implied(p, sib.id, 'parent');
  }
  return [...out.values()];
}

/** The parents, spouses and siblings (by a link or by shared parents) of one person. */
export function relativesOf(links: readonly KinLink[], id: string) {
  const parents = links.filter((l) => l.kind === 'parent' && l.to === id).map((l) => l.from);
  const children = links.filter((l) => l.kind === 'parent' && l.from === id).map((l) => l.to);
  const spouses = links
    .filter((l) => l.kind === 'spouse' && (l.from === id || l.to === id))
    .map((l) => (l.from === id ? l.to : l.from));
  return { parents: [...new Set(parents)], children: [...new Set(children)], spouses: [...new Set(spouses)] };
}
