import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (.vite/manifest.json, `build.manifest: true`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  name: string;
  /** Sum of each file gzipped alone, and of the minified files. */
  gzip: number;
  raw: number;
  /** Largest first. */
  files: { file: string; gzip: number }[];
}

/** What a route renders first: its lazily loaded modules (source paths relative to web/). */
const ROUTES: { name: string; modules: string[] }[] = [
  { name: 'sign-in', modules: ['src/features/auth/LoginPage.tsx'] },
  {
    name: 'shell + feed',
    modules: [
      'src/app/shell/Shell.tsx',
      'src/features/posts/FeedPage.tsx',
      'src/features/posts/FeedSidebar.tsx',
    ],
  },
];

/**
 * The JavaScript each route downloads before it can render: the entries and the route's lazy chunks
 * with everything they import statically (what the browser fetches or modulepreloads). A module
 * that is not a chunk of its own is part of the entry, so it adds nothing.
 */
export function routeSizes(dist: string): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // The HTML entry and any other entry index.html loads (the feed preloader).
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (!entries.some((key) => key.endsWith('.html'))) throw new Error('no HTML entry in the Vite manifest');
  return ROUTES.map(({ name, modules }) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    for (const key of [...entries, ...modules]) visit(key);
    const sized = [...files]
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const bytes = readFileSync(join(dist, file));
        return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
      })
      .sort((a, b) => b.gzip - a.gzip);
    return {
      name,
      gzip: sized.reduce((sum, f) => sum + f.gzip, 0),
      raw: sized.reduce((sum, f) => sum + f.raw, 0),
      files: sized.map(({ file, gzip }) => ({ file, gzip })),
    };
  });
}
