import { VitePWA } from 'vite-plugin-pwa';

/** Light and dark colours of the app's canvas (ui/tokens.css), for the window and the splash screen. */
export const THEME_COLORS = { light: '#f5f7fa', dark: '#0b1220' } as const;

/**
 * The web app manifest and the service worker (issue 35 §1): Chromium offers «Установить
 * приложение», the worker (web/src/sw.ts) precaches this build and is registered by the app itself
 * (features/pwa/register-sw.ts), so index.html carries no inline script.
 */
export function pwa() {
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
      // Every hashed asset and the shell; not the maps, not the .br/.gz copies.
      globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      globIgnores: ['**/*.map', 'sw.js'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      // Hashed names need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}
