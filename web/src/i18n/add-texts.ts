// Through index.ts, so the instance is initialised before a part is added (it is in the shell anyway).
import i18next from './index.ts';

/**
 * Adds a part of the Russian catalog (`parts/*.ts`) to the default namespace. The parts belong to
 * lazily loaded screens: each module that uses a part's keys imports the part, so its texts arrive
 * with the screen's chunk instead of weighing on the shell and the feed (`parts.test.ts` checks
 * the imports). Keys stay where they were (`work.…`), and the English catalog stays whole.
 */
export function addTexts(part: Record<string, unknown>) {
  i18next.addResourceBundle('ru', 'common', part, true, false);
}
