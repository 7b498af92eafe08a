import { createStore, del, get, keys, set, update } from 'idb-keyval';
import { tokenStore } from '../../lib/api.ts';
import { readAsArrayBuffer } from '../../lib/read-file.ts';
import { tokenUserId } from '../../lib/session-events.ts';

/**
 * The files of posts written offline (issue 35 §2, issue 32 item 15), kept on the device until they
 * are uploaded: the outbox item itself is JSON kept by the offline cache, which cannot hold a file,
 * so each file not uploaded yet waits here in IndexedDB (its own database: idb-keyval makes one
 * store per database), one entry per file under its owner, its post's key and its upload key.
 * The bytes are kept as an ArrayBuffer (what every IndexedDB clones). An entry learns its stored
 * file's id once uploaded, so a later try of the post never uploads it again; the entries go when
 * the post is made, cancelled or deleted, and all of them when their user signs out.
 */
export interface KeptFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  /** The stored file once its upload succeeded. */
  mediaId: string | null;
}

/** One attachment of an outgoing post, in its place: uploaded already (`mediaId`) or kept here. */
export interface OutgoingFile {
  /** Its upload's key (the server keeps one file per key) and the name of its kept entry. */
  key: string;
  name: string;
  type: string;
  mediaId: string | null;
}

const store = () => createStore('krug-outbox-files', 'files');
const SEP = '|';
const owner = () => tokenUserId(tokenStore.get()) ?? '-';
const entryKey = (postKey: string, fileKey: string, user = owner()) => [user, postKey, fileKey].join(SEP);
const partsOf = (key: IDBValidKey) => String(key).split(SEP);

/** Keeps the files of a post about to wait in the outbox (rejects when the device cannot). */
export async function keepFiles(postKey: string, files: { key: string; file: File }[]) {
  for (const { key, file } of files) {
    const kept: KeptFile = {
      name: file.name,
      type: file.type,
      bytes: await readAsArrayBuffer(file),
      mediaId: null,
    };
    await set(entryKey(postKey, key), kept, store());
  }
}

export const readKeptFile = (postKey: string, fileKey: string) =>
  get<KeptFile>(entryKey(postKey, fileKey), store());

/** Remembers that a kept file is uploaded now (the bytes stay until the post is made). */
export const markUploaded = (postKey: string, fileKey: string, mediaId: string) =>
  update<KeptFile | undefined>(
    entryKey(postKey, fileKey),
    (kept) => (kept ? { ...kept, mediaId } : kept),
    store(),
  );

/** Forgets the kept files of one post (made, cancelled or deleted). */
export async function forgetFiles(postKey: string) {
  const user = owner();
  for (const key of await keys(store())) {
    const [u, p] = partsOf(key);
    if (u === user && p === postKey) await del(key, store());
  }
}

/**
 * Forgets every kept file but those of `userId`'s posts in `keepPosts` (all of them for a null user):
 * at sign-out, and at start for what no kept outbox item names any more.
 */
export async function forgetKeptFilesBut(userId: string | null, keepPosts: ReadonlySet<string> = new Set()) {
  for (const key of await keys(store())) {
    const [u, p] = partsOf(key);
    if (!userId || u !== userId || !p || !keepPosts.has(p)) await del(key, store());
  }
}
