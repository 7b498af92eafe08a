import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next, { addTexts, setLanguage, type Texts } from './index.ts';

afterEach(() => setLanguage('ru'));

describe('addTexts', () => {
  it('registers both catalogs of a namespace once; the common namespace answers what it lacks', () => {
    addTexts('testPlain', { hello: 'Привет, {{name}}' }, { hello: 'Hello, {{name}}' });
    addTexts('testPlain', { hello: 'Другое' }, { hello: 'Other' });
    expect(i18next.t('hello', { ns: 'testPlain', name: 'Аня' })).toBe('Привет, Аня');
    expect(i18next.t('hello', { ns: 'testPlain', name: 'Ann', lng: 'en' })).toBe('Hello, Ann');
    expect(i18next.t('ui.cancel', { ns: 'testPlain' })).toBe('Отмена');
  });

  it('fetches a deferred English catalog only when English is chosen, and tries again after a failure', async () => {
    const loader = vi
      .fn<() => Promise<{ word: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ word: 'Word' });
    addTexts('testDeferred', { word: 'Слово' }, loader);
    expect(loader).not.toHaveBeenCalled();
    expect(i18next.hasResourceBundle('en', 'testDeferred')).toBe(false);

    await expect(setLanguage('en')).rejects.toThrow('offline');
    expect(i18next.language).toBe('ru');
    await setLanguage('en');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18next.t('word', { ns: 'testDeferred' })).toBe('Word');
  });

  it('a deferred namespace registered while English is on starts its download at once', async () => {
    await setLanguage('en');
    let arrive: (en: { late: string }) => void = () => {};
    addTexts('testLate', { late: 'Поздно' }, () => new Promise((resolve) => (arrive = resolve)));
    arrive({ late: 'Late' });
    await setLanguage('en');
    expect(i18next.t('late', { ns: 'testLate' })).toBe('Late');
  });

  it('an English catalog must have exactly the keys of the Russian one (checked by the compiler)', () => {
    const ru = { a: 'А', nested: { b: 'Б' }, list: ['В'] } as const;
    const en: Texts<typeof ru> = { a: 'A', nested: { b: 'B' }, list: ['V', 'W'] };
    // @ts-expect-error: a key the Russian catalog lacks
    const extra: Texts<typeof ru> = { a: 'A', nested: { b: 'B', c: 'C' }, list: [] };
    // @ts-expect-error: a key of the Russian catalog is missing
    const missing: Texts<typeof ru> = { a: 'A', list: [] };
    expect([en, extra, missing]).toHaveLength(3);
  });
});
