import './texts.ts';
import { type Document, SCAN_TYPES } from '@krug/contract/documents';
import { BANNER_AVATAR_MAX_BYTES, SCAN_CHUNK_BYTES, SCAN_MAX_BYTES } from '@krug/contract/limits';
import i18next from '../../i18n/index.ts';
import { ApiError, tokenStore } from '../../lib/api.ts';

/** 02 §5: the scan's problem, or null. Types by MIME or extension (JPG/JPEG/PNG/GIF/WEBP/PDF). */
export function scanProblem(file: File | undefined): string | null {
  if (!file) return i18next.t('documents.texts.scanMissing', { ns: 'documents' });
  if (file.size > SCAN_MAX_BYTES) return i18next.t('documents.texts.scanTooLarge', { ns: 'documents' });
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!SCAN_TYPES.includes(file.type) && !['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext))
    return i18next.t('documents.texts.scanWrongType', { ns: 'documents' });
  return null;
}

function send(docId: string, form: FormData, onProgress: (loaded: number) => void) {
  return new Promise<{ complete: boolean; document: Document | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/my-documents/${docId}/upload-scan`);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      let body: { detail?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300)
        resolve(body as unknown as { complete: boolean; document: Document | null });
      else reject(new ApiError(xhr.status, body?.detail ?? null));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}

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
      if (err instanceof ApiError && err.detail) throw err;
      throw new ApiError(
        err instanceof ApiError ? err.status : 0,
        i18next.t('documents.chunkFailed', { ns: 'documents', n: i + 1 }),
      );
    }
  }
  onPercent(100);
  return result;
}
