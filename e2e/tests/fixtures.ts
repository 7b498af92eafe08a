import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Every journey also checks the Content-Security-Policy and the dialogs: any CSP violation reported
 * in any of the test's browser contexts (its own and those it opens with browser.newContext), and
 * any native alert / confirm / prompt that opens in them, fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  /** The violations seen so far; a test that provokes one on purpose empties it after checking. */
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const nativeDialogs: string[] = [];
      const watch = async (ctx: BrowserContext) => {
        ctx.on('dialog', (dialog) => {
          nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.dismiss().catch(() => {});
        });
        await ctx.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(
              `CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
            ),
          ),
        );
        ctx.on('console', (msg) => {
          const text = msg.text();
          if (/CSP violation|Content Security Policy/.test(text)) violations.push(text);
        });
      };
      await watch(context);
      const original = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const ctx = await original(options);
        await watch(ctx);
        return ctx;
      };
      await use(violations);
      browser.newContext = original;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(nativeDialogs, 'native alert / confirm / prompt dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
