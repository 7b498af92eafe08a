import { describe, expect, it } from 'vitest';
import { MODULE_INFO, MODULES, sourceModulesShownAs, toDisplayModule, toSourceModule } from './modules.ts';

describe('module mapping (spec §9)', () => {
  it.each([
    ['family', 'family'],
    ['organizations', 'work'],
    ['services', 'business'],
    ['marketplace', 'business'],
    ['finance', 'business'],
    ['news', 'community'],
    ['events', 'community'],
    ['journal', 'personal'],
  ] as const)('display %s → source %s', (display, source) => {
    expect(toSourceModule(display)).toBe(source);
  });

  it.each([
    ['family', 'family'],
    ['community', 'news'],
    ['personal', 'journal'],
    ['business', 'services'],
    ['work', 'organizations'],
    ['education', 'journal'],
    ['health', 'journal'],
    ['government', 'organizations'],
  ] as const)('source %s → display %s', (source, display) => {
    expect(toDisplayModule(source)).toBe(display);
  });

  it('groups the backend values shown under one display module', () => {
    expect(sourceModulesShownAs('journal').sort()).toEqual(['education', 'health', 'personal']);
    expect(sourceModulesShownAs('organizations').sort()).toEqual(['government', 'work']);
    expect(sourceModulesShownAs('marketplace')).toEqual([]);
  });

  it('has eight modules, each with its own colour, family in the default green', () => {
    expect(MODULES).toHaveLength(8);
    const colours = new Set(MODULES.map((m) => MODULE_INFO[m].color));
    expect(colours.size).toBe(8);
    expect(MODULE_INFO.family.color).toBe('#059669');
  });
});
