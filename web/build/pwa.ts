import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';

/** Light and dark colours of the app's canvas (ui/tokens.css), for the window and the splash screen. */
export const THEME_COLORS = { light: '#f5f7fa', dark: '#0b1220' } as const;

/**
 * What the worker precaches besides index.html, the manifest and the icons: the shell — the entries
 * and what the signed-in first screen (the wall) renders, with everything they import — and the
 * chunks a worker-less start needs (the offline cache, the registration, /open). The page has just
 * downloaded all of it, so the precache is filled from the HTTP cache (hashed names carry no
 * revision: Workbox fetches them with the default cache mode), costing no second download; the
 * composer's dialog too (fetched by the worker), so a post can be written offline into the outbox
 * even if the composer was never opened online (issue 35 §2). Every
 * other chunk is kept by the worker when first used (web/src/sw.ts), so an area opened once opens
 * offline too.
 */
const SHELL_MODULES = [
  'src/app/shell/Shell.tsx',
  'src/features/posts/FeedPage.tsx',
  'src/features/posts/FeedSidebar.tsx',
  'src/features/posts/ComposerDialog.tsx',
  'src/features/pwa/offline-cache.ts',
  'src/features/pwa/register-sw.ts',
  'src/features/pwa/OpenLinkPage.tsx',
  // What the first screen loads when first used rather than with it (issue 10): offline it must
  // open as it did when it was part of the first screen.
  'src/features/posts/CommentsSection.tsx',
  'src/features/posts/PendingPosts.tsx',
  'src/features/journal/OnThisDay.tsx',
  'src/features/reports/ReportDialog.tsx',
  'src/features/notifications/NotificationsPanel.tsx',
  'src/features/email/VerifyEmailBanner.tsx',
  'src/features/gender/GenderModal.tsx',
  'src/features/live/LiveConnection.tsx',
];

/**
 * Shared chunks (no module of their own in the manifest: several areas import them) that a lazy
 * piece of the first screen loads: the confirmation dialog of `useConfirm`.
 */
const SHELL_SHARED_CHUNKS = ['ConfirmDialog'];

interface ViteChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The shell's files (see SHELL_MODULES), read from Vite's manifest of this build. */
export function shellFiles(dist: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ViteChunk
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const shared = SHELL_SHARED_CHUNKS.map((name) => {
    const key = Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]?.name === name);
    if (!key) throw new Error(`no shared chunk named ${name} in the build: update SHELL_SHARED_CHUNKS`);
    return key;
  });
  const roots = [...Object.keys(manifest).filter((k) => manifest[k]?.isEntry), ...SHELL_MODULES, ...shared];
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`${root} is not in the build: update SHELL_MODULES`);
    visit(root);
  }
  return files;
}

/**
 * The web app manifest and the service worker (issue 35 §1): Chromium offers «Установить
 * приложение», the worker (web/src/sw.ts) precaches this build and is registered by the app itself
 * (features/pwa/register-sw.ts), so index.html carries no inline script.
 */
export function pwa() {
  // vite.config.ts builds into web/dist.
  const dist = join(import.meta.dirname, '..', 'dist');
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Круг',
      short_name: 'Круг',
      description: 'Круг — семья, дом, друзья и работа в одном месте',
      lang: 'ru',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLORS.light,
      background_color: THEME_COLORS.light,
      categories: ['social'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        {
          name: 'Новая запись',
          url: '/family/wall?compose=1',
          icons: [{ src: '/icons/shortcut-new-post.png', sizes: '96x96', type: 'image/png' }],
        },
        {
          name: 'Сообщения',
          url: '/family/chat',
          icons: [{ src: '/icons/shortcut-messages.png', sizes: '96x96', type: 'image/png' }],
        },
      ],
    },
    injectManifest: {
      // The worker is a classic script (no module workers needed) and has no source map in dist.
      rollupFormat: 'iife',
      sourcemap: false,
      // index.html, the manifest, the icons and the shell's hashed files (never maps or .br/.gz).
      globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
      globIgnores: ['**/*.map', 'sw.js'],
      manifestTransforms: [
        (entries) => {
          const shell = shellFiles(dist);
          return {
            manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)),
            warnings: [],
          };
        },
      ],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      // Hashed names need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}
