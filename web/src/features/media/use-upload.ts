import './texts.ts';
import { TOAST_LIBRARY_UPLOAD_MS } from '@krug/contract/limits';
import { LIBRARY_PRIVACY_LEVEL } from '@krug/contract/media';
import { type ModuleKey, toSourceModule } from '@krug/contract/modules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { notify } from '../../ui/toast.ts';
import { mediaKeys, uploadMedia } from './api.ts';

export interface UploadProgress {
  done: number;
  total: number;
  /** 0..1 of the current file. */
  current: number;
}

/** Uploads files one after another into the library; failed files are skipped and reported. */
export function useLibraryUpload(module: ModuleKey) {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  async function upload(files: File[]) {
    if (files.length === 0) return;
    const failed: string[] = [];
    let uploaded = 0;
    setProgress({ done: 0, total: files.length, current: 0 });
    for (const [i, file] of files.entries()) {
      try {
        await uploadMedia(
          file,
          { source_module: toSourceModule(module), privacy_level: LIBRARY_PRIVACY_LEVEL },
          (f) => setProgress({ done: i, total: files.length, current: f }),
        );
        uploaded += 1;
      } catch (err) {
        console.error('Upload failed', file.name, err);
        failed.push(`${file.name} (${errorText(err, t('media.uploadError'))})`);
      }
      setProgress({ done: i + 1, total: files.length, current: 0 });
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    if (uploaded > 0)
      notify({
        type: 'success',
        message: t('media.uploaded', { n: uploaded }),
        duration: TOAST_LIBRARY_UPLOAD_MS,
      });
    if (failed.length > 0) {
      notify({
        type: 'error',
        title: t('media.uploadError'),
        message: t('media.skipped', { names: failed.join(', ') }),
        duration: TOAST_LIBRARY_UPLOAD_MS,
      });
    }
  }

  return { upload, progress };
}
