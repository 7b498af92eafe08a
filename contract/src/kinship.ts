/**
 * Kinship in Russian (issue 34 §1, issue 32 item 3): what a person is to the viewer, worked out
 * from the path of relations between them. Pure; used by the family tree (server and web) and by
 * member lists («мама», «сын», «тёща»).
 *
 * A path is a list of steps from the viewer to the person: `parent` (up to a parent), `child` (down
 * to a child), `spouse`, `sibling`. A step may carry the gender of the person it arrives at, which
 * decides the in-law words: a wife's mother is «тёща», a husband's mother «свекровь».
 */

export type KinRel = 'parent' | 'child' | 'spouse' | 'sibling';
export type KinGender = 'MALE' | 'FEMALE' | 'IT' | null | undefined;
/** One step of a path: the relation, and optionally the gender of the person it reaches. */
export type KinStep = KinRel | { rel: KinRel; gender?: KinGender };
export type KinLang = 'ru' | 'en';

const relOf = (s: KinStep): KinRel => (typeof s === 'string' ? s : s.rel);
const genderOf = (s: KinStep | undefined): KinGender => (s && typeof s !== 'string' ? s.gender : null);

/** A word in three forms: for a woman, for a man, and when the gender is not known (or IT). */
type Forms = readonly [female: string, male: string, neutral: string];
const pick = ([f, m, n]: Forms, g: KinGender) => (g === 'FEMALE' ? f : g === 'MALE' ? m : n);
const pair = (f: string, m: string, joiner: string): Forms => [f, m, `${m} ${joiner} ${f}`];

const RU = {
  self: ['я', 'я', 'я'] as Forms,
  relative: ['родственница', 'родственник', 'родственник'] as Forms,
  parent: ['мама', 'папа', 'родитель'] as Forms,
  child: ['дочь', 'сын', 'ребёнок'] as Forms,
  spouse: ['жена', 'муж', 'супруг'] as Forms,
  sibling: pair('сестра', 'брат', 'или'),
  grandparent: pair('бабушка', 'дедушка', 'или'),
  grandchild: pair('внучка', 'внук', 'или'),
  uncle: pair('тётя', 'дядя', 'или'),
  nephew: pair('племянница', 'племянник', 'или'),
  stepParent: pair('мачеха', 'отчим', 'или'),
  stepChild: pair('падчерица', 'пасынок', 'или'),
  /** A child's or a sibling's spouse. */
  childInLaw: pair('невестка', 'зять', 'или'),
  /** The parents of one's child's spouse. */
  coParentInLaw: pair('сватья', 'сват', 'или'),
  husbandParent: pair('свекровь', 'свёкор', 'или'),
  wifeParent: pair('тёща', 'тесть', 'или'),
  husbandSibling: pair('золовка', 'деверь', 'или'),
  wifeSibling: pair('свояченица', 'шурин', 'или'),
} as const;

const EN = {
  self: ['me', 'me', 'me'] as Forms,
  relative: ['relative', 'relative', 'relative'] as Forms,
  parent: ['mother', 'father', 'parent'] as Forms,
  child: ['daughter', 'son', 'child'] as Forms,
  spouse: ['wife', 'husband', 'spouse'] as Forms,
  sibling: ['sister', 'brother', 'sibling'] as Forms,
  grandparent: ['grandmother', 'grandfather', 'grandparent'] as Forms,
  grandchild: ['granddaughter', 'grandson', 'grandchild'] as Forms,
  uncle: ['aunt', 'uncle', 'aunt or uncle'] as Forms,
  nephew: ['niece', 'nephew', 'niece or nephew'] as Forms,
  stepParent: ['stepmother', 'stepfather', 'step-parent'] as Forms,
  stepChild: ['stepdaughter', 'stepson', 'stepchild'] as Forms,
  childInLaw: ['daughter-in-law', 'son-in-law', 'child-in-law'] as Forms,
  coParentInLaw: ["child's mother-in-law", "child's father-in-law", "child's parent-in-law"] as Forms,
  husbandParent: ['mother-in-law', 'father-in-law', 'parent-in-law'] as Forms,
  wifeParent: ['mother-in-law', 'father-in-law', 'parent-in-law'] as Forms,
  husbandSibling: ['sister-in-law', 'brother-in-law', 'sibling-in-law'] as Forms,
  wifeSibling: ['sister-in-law', 'brother-in-law', 'sibling-in-law'] as Forms,
} as const;

/** «двоюродный» (2), «троюродный» (3)…: the degree of a collateral line, 1 = родной (no word). */
const RU_DEGREE = ['', '', 'двоюродн', 'троюродн', 'четвероюродн', 'пятиюродн'];
const degreeRu = (degree: number, g: KinGender) => {
  const stem = RU_DEGREE[degree];
  if (stem === undefined) return null;
  if (!stem) return '';
  return `${stem}${g === 'FEMALE' ? 'ая' : 'ый'} `;
};
const EN_ORDINAL = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

/** Up and down moves of a blood line (a sibling is up then down), with spouses at either end. */
interface Shape {
  /** The viewer's spouse first (an in-law through marriage): that spouse's gender. */
  viaSpouse: KinGender | false;
  up: number;
  down: number;
  /** The last step is to a relative's spouse. */
  toSpouse: boolean;
  /** A child's spouse's parent (сват, сватья). */
  coParentInLaw: boolean;
}

/** The path as a shape, or null when it is not one that has a name. */
function shapeOf(steps: readonly KinStep[]): Shape | null {
  // A sibling is a parent's child; a child's other parent is a spouse (as the tree shows them).
  const moves: { rel: 'up' | 'down' | 'spouse'; gender: KinGender }[] = [];
  for (const s of steps) {
    const rel = relOf(s);
    if (rel === 'sibling') {
      moves.push({ rel: 'up', gender: null }, { rel: 'down', gender: genderOf(s) });
    } else
      moves.push({ rel: rel === 'parent' ? 'up' : rel === 'child' ? 'down' : 'spouse', gender: genderOf(s) });
  }
  for (let i = 0; i + 1 < moves.length; i++) {
    if (moves[i]?.rel === 'down' && moves[i + 1]?.rel === 'up') {
      // Down to a child, then up to its other parent.
      moves.splice(i, 2, { rel: 'spouse', gender: moves[i + 1]?.gender });
      i = -1;
    }
  }
  const shape: Shape = { viaSpouse: false, up: 0, down: 0, toSpouse: false, coParentInLaw: false };
  let i = 0;
  if (moves[0]?.rel === 'spouse' && moves.length > 1) {
    shape.viaSpouse = moves[0].gender ?? null;
    i = 1;
  }
  // A child's spouse's parent: down, spouse, up.
  const rest = moves.slice(i).map((m) => m.rel);
  if (shape.viaSpouse === false && rest.join() === 'down,spouse,up') return { ...shape, coParentInLaw: true };
  for (; i < moves.length && moves[i]?.rel === 'up'; i++) shape.up += 1;
  for (; i < moves.length && moves[i]?.rel === 'down'; i++) shape.down += 1;
  if (i < moves.length && moves[i]?.rel === 'spouse') {
    shape.toSpouse = true;
    i += 1;
  }
  if (i !== moves.length) return null;
  return shape;
}

/** A blood relative's word: `up` generations to the common ancestor, `down` from it. */
function bloodRu(up: number, down: number, g: KinGender): string | null {
  const T = RU;
  if (up === 0 && down === 0) return pick(T.self, g);
  if (down === 0) {
    if (up === 1) return pick(T.parent, g);
    return `${'пра'.repeat(up - 2)}${pick(T.grandparent, g)}`;
  }
  if (up === 0) {
    if (down === 1) return pick(T.child, g);
    return `${'пра'.repeat(down - 2)}${pick(T.grandchild, g)}`;
  }
  if (up === down) {
    const degree = degreeRu(up, g);
    return degree === null ? null : `${degree}${pick(T.sibling, g)}`;
  }
  if (up > down) {
    // An ancestor's sibling or cousin: дядя, двоюродный дедушка, троюродный дядя…
    const gen = up - down;
    const degree = degreeRu(gen === 1 ? down : down + 1, g);
    if (degree === null) return null;
    const word = gen === 1 ? pick(T.uncle, g) : `${'пра'.repeat(gen - 2)}${pick(T.grandparent, g)}`;
    return `${degree}${word}`;
  }
  // A sibling's or cousin's descendant: племянник, внучатый племянник, двоюродный племянник…
  const gen = down - up;
  const degree = degreeRu(up, g);
  if (degree === null) return null;
  const grand = gen === 1 ? '' : `${'пра'.repeat(gen - 2)}внучат${g === 'FEMALE' ? 'ая' : 'ый'} `;
  return `${degree}${grand}${pick(T.nephew, g)}`;
}

function bloodEn(up: number, down: number, g: KinGender): string | null {
  const T = EN;
  const greats = (n: number) => 'great-'.repeat(n);
  if (up === 0 && down === 0) return pick(T.self, g);
  if (down === 0) return up === 1 ? pick(T.parent, g) : `${greats(up - 2)}${pick(T.grandparent, g)}`;
  if (up === 0) return down === 1 ? pick(T.child, g) : `${greats(down - 2)}${pick(T.grandchild, g)}`;
  if (up === 1 && down === 1) return pick(T.sibling, g);
  if (down === 1) return `${greats(up - 2)}${pick(T.uncle, g)}`;
  if (up === 1) return `${greats(down - 2)}${pick(T.nephew, g)}`;
  const degree = Math.min(up, down) - 1;
  const removed = Math.abs(up - down);
  const ordinal = EN_ORDINAL[degree];
  if (!ordinal) return null;
  const times = ['', ' once removed', ' twice removed', ' three times removed'][removed];
  return times === undefined ? null : `${ordinal} cousin${times}`;
}

/**
 * What the person at the end of `pathSteps` is to the viewer, e.g. «бабушка», «двоюродный брат»,
 * «свекровь», «тёща». `genderOfTarget` chooses the word's form (neutral when unknown). Paths
 * without a name of their own give «родственник» / «родственница».
 */
export function kinship(
  pathSteps: readonly KinStep[],
  genderOfTarget: KinGender,
  lang: KinLang = 'ru',
): string {
  const T = lang === 'en' ? EN : RU;
  const g = genderOfTarget;
  const relative = pick(T.relative, g);
  const shape = shapeOf(pathSteps);
  if (!shape) return relative;
  const blood = lang === 'en' ? bloodEn : bloodRu;
  if (shape.coParentInLaw) return pick(T.coParentInLaw, g);
  const { viaSpouse, up, down, toSpouse } = shape;
  if (viaSpouse === false && !toSpouse) return blood(up, down, g) ?? relative;
  if (viaSpouse === false && toSpouse) {
    if (up === 0 && down === 0) return pick(T.spouse, g);
    // A relative's spouse: a child's or sibling's spouse, a parent's spouse who is not one's parent.
    if (up === 0 && down === 1) return pick(T.childInLaw, g);
    if (up === 1 && down === 1) return pick(T.childInLaw, g);
    if (up === 1 && down === 0) return pick(T.stepParent, g);
    // A grandparent's spouse is a grandparent too; an uncle's wife is «тётя», an aunt's husband «дядя».
    if (down === 0 || up === down + 1) return blood(up, down, g) ?? relative;
    return relative;
  }
  if (!toSpouse) {
    // The spouse's relatives: свекровь / тёща, деверь / шурин, падчерица…
    const husband = viaSpouse === 'MALE';
    const wife = viaSpouse === 'FEMALE';
    if (up === 1 && down === 0) {
      if (husband) return pick(T.husbandParent, g);
      if (wife) return pick(T.wifeParent, g);
      return lang === 'en' ? pick(EN.husbandParent, g) : `${pick(RU.parent, g)} супруга`;
    }
    if (up === 1 && down === 1) {
      if (husband) return pick(T.husbandSibling, g);
      if (wife) return pick(T.wifeSibling, g);
      return lang === 'en' ? pick(EN.husbandSibling, g) : `${pick(RU.sibling, g)} супруга`;
    }
    if (up === 0 && down === 1) return pick(T.stepChild, g);
    const word = blood(up, down, g);
    if (!word) return relative;
    if (lang === 'en') return `${husband ? "husband's" : wife ? "wife's" : "spouse's"} ${word}`;
    return `${word} ${husband ? 'мужа' : wife ? 'жены' : 'супруга'}`;
  }
  return relative;
}

/** A relation between two people of a family, as the tree records it. */
export interface KinLink {
  from: string;
  to: string;
  /** `parent`: `from` is a parent of `to`; `spouse` and `sibling` go both ways. */
  kind: 'parent' | 'spouse' | 'sibling';
}

/**
 * The shortest path of steps from `from` to `to` over the links (blood before marriage when equally
 * short), each step with the gender of the person it reaches; null when they are not connected.
 */
export function kinshipPath(
  links: readonly KinLink[],
  genders: ReadonlyMap<string, KinGender>,
  from: string,
  to: string,
): { rel: KinRel; gender: KinGender }[] | null {
  if (from === to) return [];
  const next = new Map<string, { id: string; rel: KinRel }[]>();
  const add = (a: string, b: string, rel: KinRel) => {
    const list = next.get(a) ?? [];
    list.push({ id: b, rel });
    next.set(a, list);
  };
  for (const l of links) {
    if (l.kind === 'parent') {
      add(l.to, l.from, 'parent');
      add(l.from, l.to, 'child');
    } else {
      add(l.from, l.to, l.kind);
      add(l.to, l.from, l.kind);
    }
  }
  // Spouse steps last, so a blood path wins over one through a marriage of the same length.
  const order: Record<KinRel, number> = { parent: 0, child: 1, sibling: 2, spouse: 3 };
  for (const list of next.values()) list.sort((a, b) => order[a.rel] - order[b.rel]);
  const prev = new Map<string, { id: string; rel: KinRel }>();
  const seen = new Set([from]);
  let frontier = [from];
  while (frontier.length > 0 && !seen.has(to)) {
    const after: string[] = [];
    for (const id of frontier)
      for (const n of next.get(id) ?? []) {
        if (seen.has(n.id)) continue;
        seen.add(n.id);
        prev.set(n.id, { id, rel: n.rel });
        after.push(n.id);
      }
    frontier = after;
  }
  if (!seen.has(to)) return null;
  const path: { rel: KinRel; gender: KinGender }[] = [];
  for (let at = to; at !== from; ) {
    const p = prev.get(at);
    if (!p) return null;
    path.unshift({ rel: p.rel, gender: genders.get(at) ?? null });
    at = p.id;
  }
  return path;
}
