import { MESSAGE_ATTACHMENTS_MAX } from '@krug/contract/chat-attachments';
import type { MediaFile } from '@krug/contract/media';
import { type ModuleKey, toSourceModule } from '@krug/contract/modules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { notify } from '../../ui/toast.ts';
import { mediaKeys, uploadMedia } from '../media/api.ts';
import './attachments-texts.ts';

/** How chat uploads are kept: posts' set of types (documents of any office kind, text), not the library's. */
export const CHAT_PRIVACY_LEVEL = 'chat';

/** A file waiting in the composer: uploading (with progress), or stored and ready to go with the message. */
export interface PendingAttachment {
  key: string;
  name: string;
  /** A local preview of a photo picked from the device (revoked when removed or sent). */
  previewUrl: string | null;
  progress: number;
  media: MediaFile | null;
}

/**
 * The composer's attachments (issue 31): files from the device are uploaded at once through the
 * media upload (so the send itself is small and can wait in the outbox), files from the library
 * are already stored. At most MESSAGE_ATTACHMENTS_MAX; a failed upload is dropped with a toast.
 */
export function useChatAttachments(module: ModuleKey | undefined) {
  const { t } = useTranslation('chatMedia');
  const queryClient = useQueryClient();
  const [items, setItems] = useState<PendingAttachment[]>([]);

  const update = (key: string, patch: Partial<PendingAttachment>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const room = (wanted: number) => {
    const left = MESSAGE_ATTACHMENTS_MAX - items.length;
    if (wanted > left) notify({ type: 'error', message: t('tooMany') });
    return Math.max(0, left);
  };

  async function addFiles(files: File[]) {
    const taken = files.slice(0, room(files.length));
    const added = taken.map((file) => ({
      key: crypto.randomUUID(),
      name: file.name,
      previewUrl: file.type.startsWith('image/') ? (URL.createObjectURL?.(file) ?? null) : null,
      progress: 0,
      media: null,
    }));
    setItems((list) => [...list, ...added]);
    await Promise.all(
      taken.map(async (file, i) => {
        const key = added[i]?.key ?? '';
        try {
          const media = await uploadMedia(
            file,
            { source_module: toSourceModule(module ?? 'family'), privacy_level: CHAT_PRIVACY_LEVEL },
            (progress) => update(key, { progress }),
          );
          update(key, { media, progress: 1 });
        } catch (err) {
          remove(key);
          notify({ type: 'error', message: errorText(err, t('uploadFailed', { name: file.name })) });
        }
      }),
    );
    void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
  }

  /** Files picked from the library: their DTOs come from the library's cached pages. */
  function addFromLibrary(ids: string[]) {
    const known = new Map<string, MediaFile>();
    for (const [, data] of queryClient.getQueriesData<{ pages: { media_files: MediaFile[] }[] }>({
      queryKey: mediaKeys.all,
    }))
      for (const page of data?.pages ?? []) for (const f of page.media_files ?? []) known.set(f.id, f);
    const fresh = ids.filter((id) => !items.some((i) => i.media?.id === id));
    const taken = fresh.slice(0, room(fresh.length));
    setItems((list) => [
      ...list,
      ...taken.map((id) => {
        const media = known.get(id) ?? null;
        return { key: id, name: media?.original_filename ?? id, previewUrl: null, progress: 1, media };
      }),
    ]);
  }

  function remove(key: string) {
    setItems((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone?.previewUrl) URL.revokeObjectURL?.(gone.previewUrl);
      return list.filter((i) => i.key !== key);
    });
  }

  function clear() {
    for (const i of items) if (i.previewUrl) URL.revokeObjectURL?.(i.previewUrl);
    setItems([]);
  }

  return {
    items,
    /** Ids of the stored files, in the order added. */
    mediaIds: items.flatMap((i) => (i.media ? [i.media.id] : [])),
    uploading: items.some((i) => !i.media),
    addFiles,
    addFromLibrary,
    remove,
    clear,
  };
}
export type ChatAttachments = ReturnType<typeof useChatAttachments>;
