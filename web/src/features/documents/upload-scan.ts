import './texts.ts';
import { type Document, SCAN_TYPES } from '@krug/contract/documents';
import { BANNER_AVATAR_MAX_BYTES, SCAN_CHUNK_BYTES, SCAN_MAX_BYTES } from '@krug/contract/limits';
import i18next from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { uploadForm } from '../../lib/api-client.ts';

/** 02 §5: the scan's problem, or null. Types by MIME or extension (JPG/JPEG/PNG/GIF/WEBP/PDF). */
export function scanProblem(file: File | undefined): string | null {
  if (!file) return i18next.t('documents.texts.scanMissing', { ns: 'documents' });
  if (file.size > SCAN_MAX_BYTES) return i18next.t('documents.texts.scanTooLarge', { ns: 'documents' });
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!SCAN_TYPES.includes(file.type) && !['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext))
    return i18next.t('documents.texts.scanWrongType', { ns: 'documents' });
  return null;
}

/** Sends one part of the scan (the whole file, or one chunk); progress in bytes sent. */
const send = (docId: string, form: FormData, onProgress: (loaded: number) => void) =>
  uploadForm('/api/my-documents/{id}/upload-scan', { id: docId }, form, onProgress);

/** Sends the scan whole up to 5 MB, else in 1 MB chunks (02 §7.1); progress is 0..100. */
export async function uploadScan(
  docId: string,
  file: File,
  onPercent: (p: number) => void,
): Promise<Document | null> {
  if (file.size <= BANNER_AVATAR_MAX_BYTES) {
    const form = new FormData();
    form.append('file', file);
    const r = await send(docId, form, (loaded) =>
      onPercent(Math.min(100, Math.round((loaded / file.size) * 100))),
    );
    onPercent(100);
    return r.document;
  }
  const total = Math.ceil(file.size / SCAN_CHUNK_BYTES);
  let result: Document | null = null;
  for (let i = 0; i < total; i += 1) {
    const form = new FormData();
    form.append('chunk_index', String(i));
    form.append('total_chunks', String(total));
    form.append('original_filename', file.name);
    form.append('file', file.slice(i * SCAN_CHUNK_BYTES, (i + 1) * SCAN_CHUNK_BYTES), file.name);
    try {
      const r = await send(docId, form, (loaded) =>
        onPercent(Math.round(((i * SCAN_CHUNK_BYTES + loaded) / file.size) * 100)),
      );
      if (r.complete) result = r.document;
    } catch (err) {
      // The server's refusal stands; a lost connection names the chunk that did not arrive.
      if (err instanceof ApiError && err.status !== 0 && err.detail) throw err;
      throw new ApiError(
        err instanceof ApiError ? err.status : 0,
        i18next.t('documents.chunkFailed', { ns: 'documents', n: i + 1 }),
      );
    }
  }
  onPercent(100);
  return result;
}
