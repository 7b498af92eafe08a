import type { FamilyTreeResponse, TreePerson } from '@krug/contract/family-tree';
import { describe, expect, it } from 'vitest';
import { layoutTree, lifeYears, NODE_H } from './tree-layout.ts';

const person = (id: string, gender: TreePerson['gender']): TreePerson => ({
  id,
  user_id: null,
  first_name: id,
  last_name: 'Ивановы',
  gender,
  date_of_birth: null,
  date_of_death: null,
  is_deceased: false,
  photo_url: null,
  status: 'active',
  kinship: null,
  path: null,
});
const link = (from: string, to: string, kind: 'parent' | 'spouse' | 'sibling') => ({
  id: null,
  from,
  to,
  kind,
});

describe('tree layout', () => {
  it('draws a couple whose genders are not recorded (or are the same) with their child, from every person', () => {
    // The wizard's relatives by name have no gender: relatives-tree used to throw
    // «Cannot set properties of undefined (setting 'pos')» for this tree seen from the grandparent.
    for (const genders of [
      [null, null],
      ['FEMALE', 'FEMALE'],
      ['MALE', 'MALE'],
      [null, 'MALE'],
    ] as const) {
      const tree: Pick<FamilyTreeResponse, 'people' | 'links'> = {
        people: [
          person('gran', null),
          person('son', genders[0]),
          person('wife', genders[1]),
          person('kid', null),
        ],
        links: [
          link('gran', 'son', 'parent'),
          link('son', 'wife', 'spouse'),
          link('son', 'kid', 'parent'),
          link('wife', 'kid', 'parent'),
        ],
      };
      for (const root of tree.people) {
        const drawn = layoutTree(tree, root.id)
          .nodes.map((n) => n.id)
          .sort();
        // relatives-tree draws the centre's own ancestors, not a spouse's parents.
        const expected = root.id === 'wife' ? ['kid', 'son', 'wife'] : ['gran', 'kid', 'son', 'wife'];
        expect(drawn, `${genders} from ${root.id}`).toEqual(expected);
      }
    }
  });

  it('draws three generations: grandparents above the parents above the child', () => {
    const tree: Pick<FamilyTreeResponse, 'people' | 'links'> = {
      people: [
        person('grandma', 'FEMALE'),
        person('mum', 'FEMALE'),
        person('dad', 'MALE'),
        person('me', 'MALE'),
        person('sister', 'FEMALE'),
      ],
      links: [
        link('grandma', 'mum', 'parent'),
        link('mum', 'me', 'parent'),
        link('dad', 'me', 'parent'),
        link('mum', 'sister', 'parent'),
        link('dad', 'sister', 'parent'),
        link('mum', 'dad', 'spouse'),
      ],
    };
    const out = layoutTree(tree, 'me');
    const top = (id: string) => out.nodes.find((n) => n.id === id)?.top;
    expect(out.nodes.map((n) => n.id).sort()).toEqual(['dad', 'grandma', 'me', 'mum', 'sister']);
    expect(top('grandma')).toBeLessThan(top('mum') as number);
    expect(top('mum')).toBe(top('dad'));
    expect(top('mum')).toBeLessThan(top('me') as number);
    expect(top('me')).toBe(top('sister'));
    expect(out.height).toBeGreaterThanOrEqual(3 * NODE_H);
    expect(out.connectors.length).toBeGreaterThan(0);
  });

  it('lays out nothing for an unknown centre rather than failing', () => {
    expect(layoutTree({ people: [person('a', null)], links: [] }, 'b').nodes).toEqual([]);
  });

  it('writes years of life', () => {
    const base = { date_of_birth: null, date_of_death: null, is_deceased: false };
    expect(lifeYears({ ...base, date_of_birth: '1950-03-01', date_of_death: '2020-01-01' })).toBe(
      '1950 – 2020',
    );
    expect(lifeYears({ ...base, date_of_birth: '1990-03-01' })).toBe('1990');
    expect(lifeYears({ ...base, is_deceased: true, date_of_birth: '1920-01-01' })).toBe('1920 – ?');
    expect(lifeYears(base)).toBe('');
  });
});
