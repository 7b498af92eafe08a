import { describe, expect, it } from 'vitest';
import { bottomItems, cabinetGroups } from './nav.ts';

const familyLinks = (
  hasFamily: boolean | undefined,
  module: 'family' | 'news' = 'family',
  everywhere = false,
) =>
  cabinetGroups(module, { hasFamily, everywhere })
    .find((g) => g.id === 'family')
    ?.links.map((l) => l.to);

describe('family navigation', () => {
  it('leads to the household from the family group, in the sidebar and in the phone drawer', () => {
    expect(familyLinks(true)).toContain('/family/household');
    expect(familyLinks(true, 'news', true)).toContain('/family/household');
    expect(bottomItems('family').find((i) => i.id === 'family')?.views).toContain('household');
  });

  it('offers creating a family only once it is known that the user has none', () => {
    for (const has of [true, undefined]) {
      expect(familyLinks(has)).not.toContain('/family/family-create');
      expect(familyLinks(has)).not.toContain('/family/family-setup');
    }
    expect(familyLinks(false)).toEqual(
      expect.arrayContaining(['/family/family-create', '/family/family-setup', '/family/my-family-profile']),
    );
  });
});
