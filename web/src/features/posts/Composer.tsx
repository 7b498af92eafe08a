import { COMPOSER_CLOSE_MS, TOAST_POST_MS, TOAST_POST_UPLOAD_MS } from '@krug/contract/limits';
import { type ModuleKey, toSourceModule } from '@krug/contract/modules';
import { VISIBILITIES, type Visibility } from '@krug/contract/posts-texts';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { notify } from '../../ui/toast.ts';
import { uploadMedia } from '../media/api.ts';
import { postKeys } from './api.ts';

const POST_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/ogg',
  '.pdf',
  '.doc',
  '.docx',
  '.ppt',
  '.pptx',
  '.xls',
  '.xlsx',
  '.txt',
];

/** The submit rule of spec §5: text after trimming, or at least one file; never twice at once. */
export const canPublish = (text: string, files: number, publishing: boolean) =>
  !publishing && (text.trim() !== '' || files > 0);

/** "Create entry": opens from the "what's new" placeholder, Escape closes (spec §2, §4, §5, §8). */
export function Composer({ module, familyId }: { module: ModuleKey; familyId?: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<Visibility>(module === 'family' ? 'FAMILY_ONLY' : 'PUBLIC');
  const [files, setFiles] = useState<File[]>([]);
  const [publishing, setPublishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function publish() {
    if (!canPublish(text, files.length, publishing)) return;
    setPublishing(true);
    setFailure(null);
    const ids: string[] = [];
    try {
      for (const file of files) {
        ids.push(
          (await uploadMedia(file, { source_module: toSourceModule(module), privacy_level: visibility })).id,
        );
      }
    } catch (err) {
      const message = err instanceof ApiError ? (err.detail ?? err.message) : String(err);
      notify({
        type: 'error',
        message: t('posts.uploadErrorToast', { message }),
        duration: TOAST_POST_UPLOAD_MS,
      });
      setFailure(t('posts.uploadFailedAlert', { message }));
      setFiles([]);
      setPublishing(false);
      return;
    }
    try {
      await apiFetch('/api/posts', {
        method: 'POST',
        body: {
          // A media-only post is sent with a single space as its content.
          content: text.trim() ? text : ' ',
          source_module: toSourceModule(module),
          visibility,
          media_file_ids: ids,
          ...(familyId ? { family_id: familyId } : {}),
        },
      });
      notify({ type: 'success', message: t('posts.published'), duration: TOAST_POST_MS });
      if (ids.length > 0)
        notify({
          type: 'info',
          message: t('posts.uploadedToPost', { n: ids.length }),
          duration: TOAST_POST_UPLOAD_MS,
        });
      setText('');
      setFiles([]);
      await queryClient.invalidateQueries({ queryKey: postKeys.all });
      setTimeout(() => setOpen(false), COMPOSER_CLOSE_MS);
    } catch (err) {
      const detail =
        err instanceof ApiError
          ? (err.detail ?? (err.status ? `HTTP ${err.status}` : err.message))
          : t('posts.unknownError');
      setFailure(t('posts.createFailed', { detail }));
    } finally {
      setPublishing(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="w-full rounded-2xl bg-surface px-4 py-3 text-left text-fg-faint shadow-sm ring-1 ring-line hover:ring-primary-line">
        {t('posts.whatsNew')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content aria-describedby={undefined} className={sheetClass('xl', 'flex flex-col gap-3 p-5')}>
          <Dialog.Title className="text-lg font-semibold">{t('posts.createEntry')}</Dialog.Title>
          <label htmlFor="composer-text" className="sr-only">
            {t('posts.content')}
          </label>
          <textarea
            id="composer-text"
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('posts.whatsNew')}
            className="rounded-xl border border-line-strong px-3 py-2"
          />
          {files.length > 0 ? (
            <ul className="flex flex-wrap gap-2 text-xs">
              {files.map((f, i) => (
                <li
                  key={`${f.name}-${f.size}-${f.lastModified}`}
                  className="flex items-center gap-1 rounded-full bg-surface-muted px-2 py-1"
                >
                  {f.name}
                  <button
                    type="button"
                    aria-label={`${t('posts.removeFile')}: ${f.name}`}
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  >
                    <X aria-hidden="true" className="h-3 w-3" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {failure ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor="composer-visibility" className="text-xs font-medium text-fg-subtle">
                {t('posts.visibility')}
              </label>
              <select
                id="composer-visibility"
                value={visibility}
                onChange={(e) => setVisibility(e.target.value as Visibility)}
                className="rounded-lg border border-line-strong px-2 py-1.5 text-sm"
              >
                {VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {t(`posts.visibilities.${v}`)}
                  </option>
                ))}
              </select>
            </div>
            <FilePicker
              id="composer-files"
              compact
              multiple
              showSelection={false}
              label={t('posts.attach')}
              accept={POST_ACCEPT}
              disabled={publishing}
              onFiles={(picked) => setFiles([...files, ...picked])}
              className="w-full"
            />
            <div className="ml-auto flex gap-2">
              <Dialog.Close className={buttonClass('secondary')}>{t('posts.cancel')}</Dialog.Close>
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={!canPublish(text, files.length, publishing)}
                onClick={publish}
              >
                {publishing ? t('posts.publishing') : t('posts.publish')}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
