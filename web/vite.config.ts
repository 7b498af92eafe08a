import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { FEED_MODULES, firstScreenGroups } from './build/first-screen-chunks.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';
import { FEED_CHUNKS_META } from './src/app/preload-feed-meta.ts';

const PRELOADER = fileURLToPath(new URL('./src/app/preload-feed.ts', import.meta.url));

/**
 * Puts src/app/preload-feed.ts (its own entry) first in index.html, and lists the feed's chunks
 * (and what they import, minus what index.html loads anyway) in a meta tag for it to preload.
 */
function feedChunksMeta(): Plugin {
  return {
    name: 'krug-feed-chunks-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
        const closure = (roots: Rolldown.OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
          };
          for (const root of roots) visit(root.fileName);
          return seen;
        };
        const all = [...chunks.values()];
        const initial = closure(all.filter((c) => c.isEntry && c.facadeModuleId !== PRELOADER));
        const feed = closure(
          all.filter((c) => FEED_MODULES.some((m) => c.isDynamicEntry && c.facadeModuleId?.endsWith(m))),
        );
        const files = [...feed].filter((file) => !initial.has(file)).map((file) => `/${file}`);
        const preloader = all.find((c) => c.isEntry && c.facadeModuleId === PRELOADER);
        if (!preloader) throw new Error('preload-feed entry missing from the bundle');
        return [
          { tag: 'meta', attrs: { name: FEED_CHUNKS_META, content: files.join(' ') }, injectTo: 'head' },
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${preloader.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Moves the app's stylesheet from <head> to the end of <body> (issue 19). In the head it holds back
 * the first paint until it has downloaded, so a slow network showed a blank page; at the end of the
 * body it holds back only what follows it, so index.html's inline loading screen paints as soon as
 * the page arrives. The parser still waits for it before the scripts run: the app is never unstyled.
 */
function stylesheetAfterLoader(): Plugin {
  return {
    name: 'krug-stylesheet-after-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const rest = links.reduce((out, link) => out.replace(link, ''), html);
        return links.length ? rest.replace('</body>', `  ${links.join('\n    ')}\n  </body>`) : html;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), feedChunksMeta(), stylesheetAfterLoader(), pwa(), precompress()],
  // zod without eval, so the app runs under a CSP without 'unsafe-eval' (see the module).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest lets bench/web.ts add up what each route downloads first.
    manifest: true,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'preload-feed': PRELOADER },
      output: {
        // Libraries every page needs go in one long-cached chunk, and the UI primitives the shell
        // needs in another: fewer, larger files compress better than the automatic per-library
        // split (measured: shell + feed 213.6 → 205.0 kB gzipped). Areas stay in their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // Not the dialogs: the first screen opens none before a click (they load with their
            // forms and questions).
            {
              name: 'ui-primitives',
              test: /node_modules[\\/](@radix-ui[\\/](?!react-tabs|react-dialog|react-alert-dialog)|@floating-ui|react-remove-scroll|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)/,
              priority: 1,
            },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 1 },
            // zod only where a form or a parse needs it: the sign-in form, not the shell and feed.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-jitless/, priority: 2 },
            // The shell's and the feed's own modules, one chunk each (see the module).
            ...firstScreenGroups(),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A bound, never a pause: a test typing into a dialog takes ~0.7 s alone and 5 s+ on a
    // 2-core machine running the server suite beside it; past 15 s something is wrong.
    testTimeout: 15_000,
    // One worker per core (vitest's default is one less: a single worker on 2 cores). The whole
    // suite on this machine: 203 s on one worker, 146 s on two.
    maxWorkers: '100%',
  },
});
