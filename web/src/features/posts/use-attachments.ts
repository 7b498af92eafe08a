import { useCallback, useEffect, useRef, useState } from 'react';

/** One file attached in the composer: kept until the post is published (issue 32 item 15). */
export interface Attachment {
  key: string;
  /** Its upload's key, the same on every try (the server keeps one file per key). */
  uploadKey: string;
  file: File;
  /** An object URL of the picked photo for its thumbnail; null for other files. */
  preview: string | null;
  /** 0..1 of its upload while it goes up. */
  progress: number;
  state: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  /** The stored file once its upload succeeded: never uploaded again on a retry. */
  mediaId: string | null;
}

export type Upload = (
  file: File,
  onProgress: (fraction: number) => void,
  uploadKey: string,
) => Promise<{ id: string }>;

let counter = 0;

/**
 * The composer's attachments: add, remove, move; `uploadAll` uploads each file that has no stored
 * copy yet, one after another, with progress, and answers the ids in the shown order. A failed
 * upload leaves every attachment in place (the uploaded ones keep their ids), so a retry after a
 * dropped connection uploads only what is missing and the post never leaves without its photos.
 */
export function useAttachments(upload: Upload) {
  const [items, setItems] = useState<Attachment[]>([]);
  // The latest list for uploadAll, which runs across renders.
  const current = useRef(items);
  current.current = items;

  // What each attachment is stored as, read by uploadAll between renders.
  const stored = useRef(new Map<string, string>());

  const patch = useCallback((key: string, change: Partial<Attachment>) => {
    setItems((list) => list.map((a) => (a.key === key ? { ...a, ...change } : a)));
  }, []);

  const add = useCallback((files: File[]) => {
    setItems((list) => [
      ...list,
      ...files.map(
        (file): Attachment => ({
          key: `a${++counter}`,
          uploadKey: crypto.randomUUID(),
          file,
          preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
          progress: 0,
          state: 'waiting',
          mediaId: null,
        }),
      ),
    ]);
  }, []);

  const remove = useCallback((key: string) => {
    setItems((list) => {
      const gone = list.find((a) => a.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((a) => a.key !== key);
    });
  }, []);

  /** Moves an attachment one place earlier (-1) or later (+1). */
  const move = useCallback((key: string, delta: -1 | 1) => {
    setItems((list) => {
      const from = list.findIndex((a) => a.key === key);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setItems((list) => {
      for (const a of list) if (a.preview) URL.revokeObjectURL(a.preview);
      stored.current.clear();
      return [];
    });
  }, []);

  /** Uploads what is not stored yet; rejects with the first failure (the rest wait for the retry). */
  const uploadAll = useCallback(async (): Promise<string[]> => {
    const list = current.current;
    for (const a of list) {
      if (stored.current.has(a.key)) continue;
      patch(a.key, { state: 'uploading', progress: 0 });
      try {
        const { id } = await upload(a.file, (progress) => patch(a.key, { progress }), a.uploadKey);
        stored.current.set(a.key, id);
        patch(a.key, { state: 'uploaded', progress: 1, mediaId: id });
      } catch (err) {
        patch(a.key, { state: 'failed', progress: 0 });
        throw err;
      }
    }
    return list.map((a) => stored.current.get(a.key)).filter((id): id is string => !!id);
  }, [patch, upload]);

  /** The attachments as they are now, in order, each with its stored file's id once uploaded. */
  const snapshot = useCallback(
    () => current.current.map((a) => ({ ...a, mediaId: stored.current.get(a.key) ?? null })),
    [],
  );

  // Object URLs die with the composer.
  const latest = useRef(items);
  latest.current = items;
  useEffect(
    () => () => {
      for (const a of latest.current) if (a.preview) URL.revokeObjectURL(a.preview);
    },
    [],
  );

  return { items, add, remove, move, clear, uploadAll, snapshot };
}
