import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * DESIGN.md: only `*.repo.ts` and `db/` touch SQL, and a feature reaches another only through its
 * service or a live event. So no file of a feature imports another feature's `*.repo.ts`; what
 * several features share of the users table and of who-knows-whom lives in `server/src/identity/`
 * (and SQL helpers in `db/`), which every feature may import.
 */

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = join(src, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every module a file names: `import … from`, `export … from`, bare `import '…'`, `import('…')`. */
function importedPaths(text: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/** The feature a file under features/ belongs to: its folder, or the file itself at the top. */
function featureOf(path: string): string {
  return relative(featuresDir, path).split(sep)[0] as string;
}

/** `features/<area>/….ts` files that import a `*.repo.ts` of another feature, as readable lines. */
function crossFeatureRepoImports(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    for (const spec of importedPaths(text)) {
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(path), spec);
      if (!target.endsWith('.repo.ts') || !target.startsWith(featuresDir + sep)) continue;
      if (featureOf(target) === featureOf(path)) continue;
      found.push(`${relative(src, path)} → ${relative(src, target)}`);
    }
  }
  return found;
}

describe('architecture: features keep their repos to themselves', () => {
  it('finds a cross-feature repo import, and lets the identity module and own repos through', () => {
    const at = (rel: string) => join(featuresDir, rel);
    const found = crossFeatureRepoImports([
      { path: at('posts/posts.service.ts'), text: "import { familyRepo } from '../family/family.repo.ts';" },
      { path: at('org-feed/a.ts'), text: "export { workRepo } from '../work/work.repo.ts';" },
      { path: at('media/b.ts'), text: "const m = await import('../albums/albums.repo.ts');" },
      {
        path: at('chat/chat.service.ts'),
        text: [
          "import { chatRepo } from './chat.repo.ts';",
          "import type { X } from './groups/x.repo.ts';",
          "import { usersRepo } from '../../identity/users.repo.ts';",
          "import { knows } from '../../identity/circles-sql.ts';",
          "import { createPostsService } from '../posts/posts.service.ts';",
        ].join('\n'),
      },
    ]);
    expect(found).toEqual([
      'features/posts/posts.service.ts → features/family/family.repo.ts',
      'features/org-feed/a.ts → features/work/work.repo.ts',
      'features/media/b.ts → features/albums/albums.repo.ts',
    ]);
  });

  it('no feature imports another feature’s *.repo.ts', () => {
    const files = sourceFiles(featuresDir).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(crossFeatureRepoImports(files)).toEqual([]);
  });
});
