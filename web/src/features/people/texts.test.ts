import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { peopleEn, peopleRu, registerPeopleTexts } from './texts.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

describe('the people texts', () => {
  it('have the same keys in Russian and English, none of them empty', () => {
    expect(keyPaths(peopleEn).sort()).toEqual(keyPaths(peopleRu).sort());
    for (const catalog of [peopleRu, peopleEn])
      for (const path of keyPaths(catalog)) {
        const text = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], catalog);
        expect([path, typeof text === 'string' && text.trim() !== '']).toEqual([path, true]);
      }
  });

  it('live in their own namespace, not in the common one', () => {
    registerPeopleTexts();
    expect(i18next.t('friends.tabs.incoming', { ns: 'people' })).toBe('Входящие');
    expect(i18next.t('friends.reasons.family', { ns: 'people', name: 'Ивановы' })).toBe(
      'Вместе в семье «Ивановы»',
    );
    expect(i18next.hasResourceBundle('ru', 'people')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'people')).toBe(true);
    // The common namespace's English still downloads on demand.
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);
  });
});
