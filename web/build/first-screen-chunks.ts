import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The modules a signed-in visitor's first screen (the wall) renders, besides the entry. */
export const FEED_MODULES = [
  'src/app/shell/Shell.tsx',
  'src/features/posts/FeedPage.tsx',
  'src/features/posts/FeedSidebar.tsx',
];

/** What index.html loads anyway. */
const ENTRY_ROOTS = ['src/main.tsx', 'src/app/preload-feed.ts'];
/**
 * The router's lazy pages outside the shell (sign-in, registration, links from mail, public pages)
 * keep what they import out of the groups, so they do not grow; these, seen only signed in and
 * followed by the shell, may load the groups.
 */
const ROUTER = 'src/app/router.tsx';
/** The way in: these two never load the groups. */
const SIGN_IN = ['src/features/auth/LoginPage.tsx', 'src/features/auth/RegisterPage.tsx'];
const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const BARREL = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** The icon modules the app's own modules among `ids` import from 'lucide-react' by name. */
function iconsUsed(ctx: ChunkingContext, ids: Set<string>): Set<string> {
  const barrel = [...ids].find((id) => BARREL.test(id));
  const code = barrel ? ctx.getModuleInfo(barrel)?.code : null;
  if (!barrel || !code) return new Set();
  const fileOf = new Map<string, string>();
  for (const [, names = '', file = ''] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([^"']+)["']/g,
  ))
    for (const [, name] of names.matchAll(/default as (\w+)/g))
      fileOf.set(name as string, join(dirname(barrel), 'icons', file));
  const used = new Set<string>();
  for (const id of ids) {
    if (id.includes('node_modules')) continue;
    const source = ctx.getModuleInfo(id)?.code ?? '';
    for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g))
      for (const part of names.split(',')) {
        const file = fileOf.get(part.trim().split(/\s+as\s+/)[0] ?? '');
        if (file) used.add(file);
      }
  }
  return used;
}
const SIGNED_IN_PAGES = [
  'src/app/OnboardingPage.tsx',
  'src/features/pwa/OpenLinkPage.tsx',
  'src/features/admin/AdminPage.tsx',
];

/**
 * Two chunks for the first screen: what the shell's and the feed's views import statically (issue 10 §5, issue 35 §1). Left to the automatic split, every module shared by a
 * different set of views became a file of its own (80 files, many icons of 300 bytes): one file
 * compresses far better than 40 small ones and saves their requests. Modules the entry or a page
 * outside the shell (sign-in, registration, public pages) also use stay where they were, so none of
 * those grows; libraries keep their own groups
 * (higher priority), zod stays out of both.
 */
export function firstScreenGroups(): Rolldown.CodeSplittingGroup[] {
  let owner: Map<string, string> | null = null;
  const closure = (ctx: ChunkingContext, roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
    }
    return seen;
  };
  const groupOf = (id: string, ctx: ChunkingContext) => {
    if (!owner) {
      const pages = (ctx.getModuleInfo(here(ROUTER))?.dynamicallyImportedIds ?? []).filter(
        (id) => id !== here(FEED_MODULES[0] as string) && !SIGNED_IN_PAGES.some((p) => id === here(p)),
      );
      if (pages.length === 0)
        throw new Error(`${ROUTER} imports no lazy pages: update first-screen-chunks.ts`);
      const initial = closure(ctx, [...ENTRY_ROOTS.map(here), ...pages]);
      const shell = closure(ctx, FEED_MODULES.slice(0, 1).map(here));
      const feed = closure(ctx, FEED_MODULES.slice(1).map(here));
      owner = new Map();
      // The views themselves stay chunks of their own (their lazy imports, Vite's manifest and the
      // feed preloader name them); what they import goes in the groups.
      for (const m of FEED_MODULES) initial.add(here(m));
      for (const m of shell) if (!initial.has(m)) owner.set(m, 'shell');
      for (const m of feed) if (!initial.has(m) && !shell.has(m)) owner.set(m, 'feed');
      // The first screen's icons (~300 bytes each alone, ~100 together) in one chunk, unless the
      // entry, sign-in or registration uses them; other pages may load it for one of theirs. Which icons
      // a module uses is read from its imports (the closure reaches every icon through the barrel).
      const signInModules = closure(ctx, [...ENTRY_ROOTS, ...SIGN_IN].map(here));
      const signIn = iconsUsed(ctx, signInModules);
      for (const icon of iconsUsed(ctx, new Set([...shell, ...feed])))
        if (!signIn.has(icon)) owner.set(icon, 'icons');
      // What the first screen shares with the pages outside the shell (states, avatars, photos,
      // dates), but not with the entry, sign-in or registration: one more chunk, which those pages load
      // whole.
      for (const m of new Set([...shell, ...feed]))
        if (
          !owner.has(m) &&
          !signInModules.has(m) &&
          !FEED_MODULES.some((f) => here(f) === m) &&
          !ICON.test(m)
        )
          owner.set(m, 'first-shared');
    }
    return owner.get(id) ?? null;
  };
  return [
    {
      name: groupOf,
      debugName: 'first-screen',
      // Only the modules named here: their imports are in the same closure or in the entry.
      includeDependenciesRecursively: false,
      priority: 0,
    },
  ];
}
