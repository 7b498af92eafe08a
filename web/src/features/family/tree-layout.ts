import type { FamilyTreeResponse } from '@krug/contract/family-tree';
import calcTree from 'relatives-tree';
import type { Connector, ExtNode, Node } from 'relatives-tree/lib/types';

/** The size of a person's card in the drawn tree; relatives-tree places nodes on a grid of half cards. */
export const NODE_W = 150;
export const NODE_H = 110;

export interface TreeLayout {
  width: number;
  height: number;
  nodes: ExtNode[];
  connectors: Connector[];
}

type Rel = { id: string; type: 'blood' | 'married' };

/**
 * Turns the API's people and links into relatives-tree's nodes (each relation written on both
 * sides) and lays out the generations around `rootId`: its ancestors above, descendants below.
 */
export function layoutTree(tree: Pick<FamilyTreeResponse, 'people' | 'links'>, rootId: string): TreeLayout {
  const rel = new Map(
    tree.people.map((p) => [
      p.id,
      { parents: [] as Rel[], children: [] as Rel[], siblings: [] as Rel[], spouses: [] as Rel[] },
    ]),
  );
  const push = (list: Rel[] | undefined, id: string, type: Rel['type']) => {
    if (list && !list.some((r) => r.id === id)) list.push({ id, type });
  };
  for (const l of tree.links) {
    const from = rel.get(l.from);
    const to = rel.get(l.to);
    if (!from || !to) continue;
    if (l.kind === 'parent') {
      push(from.children, l.to, 'blood');
      push(to.parents, l.from, 'blood');
    } else if (l.kind === 'spouse') {
      push(from.spouses, l.to, 'married');
      push(to.spouses, l.from, 'married');
    } else {
      push(from.siblings, l.to, 'blood');
      push(to.siblings, l.from, 'blood');
    }
  }
  const side = layoutGenders(tree.people, rel);
  const nodes = tree.people.map(
    (p) =>
      ({
        id: p.id,
        gender: side.get(p.id) ?? 'male',
        ...rel.get(p.id),
      }) as unknown as Node,
  );
  if (!rel.has(rootId)) return { width: 0, height: 0, nodes: [], connectors: [] };
  const data = calcTree(nodes, { rootId });
  return {
    width: data.canvas.width * (NODE_W / 2),
    height: data.canvas.height * (NODE_H / 2),
    nodes: [...data.nodes],
    connectors: [...data.connectors],
  };
}

/**
 * The side of a couple each person is drawn on. relatives-tree places a couple by gender and
 * fails («Cannot set properties of undefined») on a couple of one gender with children, seen
 * from above — which is every couple whose genders are not recorded (the wizard's relatives by
 * name). So spouses get opposite sides: a recorded gender where it fits, the other side for the
 * spouse. Only the drawing uses this; cards show the person's own data.
 */
function layoutGenders(
  people: Pick<FamilyTreeResponse, 'people'>['people'],
  rel: Map<string, { spouses: Rel[] }>,
): Map<string, 'male' | 'female'> {
  const recorded = new Map(people.map((p) => [p.id, p.gender]));
  const side = new Map<string, 'male' | 'female'>();
  const other = (g: 'male' | 'female') => (g === 'male' ? 'female' : 'male');
  // People with a recorded gender start their couple first, so their side is their gender.
  const order = [...people].sort(
    (a, b) => Number(!a.gender || a.gender === 'IT') - Number(!b.gender || b.gender === 'IT'),
  );
  for (const start of order) {
    if (side.has(start.id)) continue;
    const g = recorded.get(start.id);
    side.set(start.id, g === 'FEMALE' ? 'female' : 'male');
    const queue = [start.id];
    while (queue.length > 0) {
      const id = queue.shift() as string;
      const mine = side.get(id) ?? 'male';
      for (const s of rel.get(id)?.spouses ?? []) {
        if (side.has(s.id)) continue;
        side.set(s.id, other(mine));
        queue.push(s.id);
      }
    }
  }
  return side;
}

/** Years of life: «1950 – 2020», «1950», «† 2020» or nothing. */
export function lifeYears(p: {
  date_of_birth: string | null;
  date_of_death: string | null;
  is_deceased: boolean;
}) {
  const born = p.date_of_birth?.slice(0, 4);
  const died = p.date_of_death?.slice(0, 4);
  if (born && died) return `${born} – ${died}`;
  if (died) return `† ${died}`;
  if (born) return p.is_deceased ? `${born} – ?` : born;
  return p.is_deceased ? '†' : '';
}
