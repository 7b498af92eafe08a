/** The chunk the page last reloaded for, so a chunk that stays missing cannot reload the page in a loop. */
export const CHUNK_RELOAD_KEY = 'krug.chunk-reload';

/**
 * Whether `error` is a script chunk that did not arrive: a tab open across a deploy asks for a file
 * the new build no longer has, or a network or filter blocked it. The texts are Chromium's,
 * Firefox's and Safari's, and Vite's for a stylesheet preloaded with a chunk.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The page itself: a module of its own so tests can watch the reload. */
export const page = {
  reload: () => window.location.reload(),
};

/**
 * A missing chunk after a deploy reloads the page once, by itself (issue 32 item 4): the new
 * index.html names the new chunks. The failed chunk is remembered for the tab, so the same chunk
 * failing again after the reload (it is really blocked) answers false and the view shows its error
 * with «Обновить» instead of reloading in a loop; a later deploy's chunks have other names.
 */
export function reloadOnceForChunk(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const store = storage();
  const which = error instanceof Error ? error.message : String(error);
  if (!store || store.getItem(CHUNK_RELOAD_KEY) === which) return false;
  store.setItem(CHUNK_RELOAD_KEY, which);
  page.reload();
  return true;
}
