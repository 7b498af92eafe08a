import { expect, type Page } from '@playwright/test';
import { MODULES } from '../../contract/src/modules.ts';

/**
 * Issue 32 item 1: on each module's wall the active module tab is filled with that module's own
 * colour (never transparent under its white text), in the theme the page is in. `tabs` is the
 * module navigation's accessible name in the current language.
 */
export async function expectModuleTabColours(page: Page, tabs = 'Модули') {
  const problems: string[] = [];
  for (const m of MODULES) {
    await page.goto(`/${m}/wall`);
    const tab = page.getByRole('navigation', { name: tabs }).locator('a[aria-current="page"]');
    await expect(tab).toBeVisible();
    const { background, expected, text } = await tab.evaluate((el, key) => {
      const probe = document.createElement('span');
      probe.style.color = `var(--color-module-${key})`;
      document.body.append(probe);
      const wanted = getComputedStyle(probe).color;
      probe.remove();
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, expected: wanted, text: style.color };
    }, m);
    if (background === 'rgba(0, 0, 0, 0)' || background !== expected)
      problems.push(`${m}: tab ${background}, module colour ${expected}`);
    if (text !== 'rgb(255, 255, 255)') problems.push(`${m}: text ${text}`);
  }
  expect(problems).toEqual([]);
}
