import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, so the server sends them
 * (@fastify/static `preCompressed`) without compressing on each request: the first load goes
 * over the wire at its gzip/brotli size, at no CPU cost per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'krug-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    // After every other plugin's closeBundle: the service worker (vite-plugin-pwa) is written then.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const jobs: Promise<void>[] = [];
        for await (const path of filesUnder(outDir)) {
          if (!TEXT.test(path)) continue;
          jobs.push(
            (async () => {
              const data = await readFile(path);
              if (data.length < MIN_BYTES) return;
              const [br, gzipped] = await Promise.all([
                brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
                gz(data, { level: 9 }),
              ]);
              await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
            })(),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
