import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_TEXTS } from './error-handler.ts';
import { NotFound } from './errors.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; everything else (index.html, the
 * service worker sw.js, the manifest, icons) is revalidated on every use, so a new build is found at
 * once. Every other GET that is not under /api answers index.html so each view's URL survives a
 * reload. Unknown /api paths are a 404 {detail}.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (web/build/precompress.ts): sent as is
      // to browsers that accept them, never compressed per request.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The service worker (issue 35) is always checked for a new build (no-cache, above) and
        // controls the whole site.
        if (path.replace(/\.(br|gz)$/, '') === join(webDist, 'sw.js'))
          res.header('service-worker-allowed', '/');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !hasWeb ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      throw new NotFound(PLATFORM_TEXTS.notFound);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
