import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MODULES } from '@krug/contract/modules';
import { compile } from '@tailwindcss/node';
import { beforeAll, describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');

/**
 * Issue 32 item 1: the module tabs read `var(--color-module-${m})` at run time, which Tailwind
 * cannot see in the sources. This builds index.css as the production build does, with no class
 * candidates at all, and checks every module's fill and text colour are in the CSS.
 */
describe('module colours in the built CSS', () => {
  let css = '';
  beforeAll(async () => {
    const compiler = await compile(readFileSync(resolve(SRC, 'index.css'), 'utf8'), {
      base: SRC,
      onDependency: () => {},
    });
    css = compiler.build([]);
  });

  function declared(block: string, name: string): string | undefined {
    return new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
  }

  it.each(MODULES)('«%s» has a fill and a text colour in the light theme', (m) => {
    const root = css.slice(css.indexOf(':root'));
    expect(declared(root, `--color-module-${m}`)).toMatch(/^#[0-9a-f]{6}$/i);
    expect(declared(root, `--color-module-${m}-fg`)).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it.each(MODULES)('«%s» has its own text colour in the dark theme', (m) => {
    const dark = css.slice(css.indexOf('[data-theme="dark"] {'));
    expect(declared(dark.slice(0, dark.indexOf('}')), `--color-module-${m}-fg`)).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
