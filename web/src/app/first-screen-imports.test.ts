import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The first screen's budget (issue 10 §5, issue 35 §1: shell + feed < 200 kB gzipped, measured by
 * bench/lib/web-sizes.ts) holds only while its code leaves out the libraries the forms need: zod
 * (26 kB) and the name declension tables (lvovich, 7 kB). This follows the static imports (not
 * `import type`, not `import()`) from the entry and the views the wall renders, through the
 * contract's modules, and names any path that reaches one of them.
 */
const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACT = resolve(WEB, '../contract/src');
const ROOTS = [
  'src/main.tsx',
  'src/app/shell/Shell.tsx',
  'src/features/posts/FeedPage.tsx',
  'src/features/posts/FeedSidebar.tsx',
];
const FORBIDDEN = ['zod', 'lvovich', '@krug/contract/russian-names'];

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The specifiers a module imports at run time. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, clause = '', spec = ''] of source.matchAll(IMPORT)) {
    if (typeOnly) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (named?.[1]?.split(',').every((part) => !part.trim() || /^type\s/.test(part.trim()))) continue;
    found.push(spec);
  }
  return found;
}

function resolveSpec(from: string, spec: string): string | null {
  const base = spec.startsWith('@krug/contract/')
    ? join(CONTRACT, spec.slice('@krug/contract/'.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Each forbidden import reached, with the chain of modules that leads to it. */
function forbiddenPaths(): string[] {
  const parent = new Map<string, string | null>();
  const queue = ROOTS.map((root) => join(WEB, root));
  for (const root of queue) parent.set(root, null);
  const hits: string[] = [];
  const chain = (file: string) => {
    const steps: string[] = [];
    for (let at: string | null | undefined = file; at; at = parent.get(at)) steps.unshift(relative(WEB, at));
    return steps.join(' → ');
  };
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i] as string;
    for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
      if (FORBIDDEN.includes(spec)) {
        hits.push(`${chain(file)} → ${spec}`);
        continue;
      }
      const next = resolveSpec(file, spec);
      if (next && !parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return hits;
}

describe('the first screen (entry, shell, wall)', () => {
  it('imports neither zod nor the declension tables at run time', () => {
    expect(forbiddenPaths()).toEqual([]);
  });

  it('follows the imports it is meant to check', () => {
    // A walk that found nothing would pass for the wrong reason.
    expect(runtimeImports("import { a, type B } from './x.ts';\nimport type { C } from 'zod';")).toEqual([
      './x.ts',
    ]);
    expect(runtimeImports("import { type A } from 'zod';\nexport { b } from './y.ts';")).toEqual(['./y.ts']);
    expect(resolveSpec(join(WEB, 'src/main.tsx'), '@krug/contract/posts-texts')).toBe(
      join(CONTRACT, 'posts-texts.ts'),
    );
  });
});
