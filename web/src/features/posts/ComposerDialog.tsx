import { COMPOSER_CLOSE_MS, TOAST_POST_MS, TOAST_POST_UPLOAD_MS } from '@krug/contract/limits';
import { type ModuleKey, toSourceModule } from '@krug/contract/modules';
import { VISIBILITIES, type Visibility } from '@krug/contract/posts-texts';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Globe, House, Lock, Users, X } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { notify } from '../../ui/toast.ts';
import { uploadMedia } from '../media/api.ts';
import { createPost, postKeys } from './api.ts';

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

/** The audience a new post starts with in each module (spec 01 §4: FAMILY_ONLY in the family feed). */
export const defaultVisibility = (module: ModuleKey): Visibility =>
  module === 'family' ? 'FAMILY_ONLY' : 'PUBLIC';

const AUDIENCE_ICON: Partial<Record<Visibility, typeof Globe>> = {
  PUBLIC: Globe,
  ONLY_ME: Lock,
  HOUSEHOLD_ONLY: House,
};

/**
 * "Create entry" (spec §2, §4, §5, §8): the dialog `Composer` opens from the "what's new"
 * placeholder; Escape closes it. Loaded on the first open, then kept mounted so a draft survives.
 */
export function ComposerDialog({
  module,
  familyId,
  open,
  setOpen,
  trigger,
}: {
  module: ModuleKey;
  familyId?: string | undefined;
  open: boolean;
  setOpen(open: boolean): void;
  /** The placeholder button: it gets the focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('posts');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  // The audience is chosen per post: it starts from the module's default after every publish and
  // whenever the module changes, so a post never silently inherits the last one's (issue 19).
  const [visibility, setVisibility] = useState<Visibility>(defaultVisibility(module));
  const [visibilityModule, setVisibilityModule] = useState(module);
  if (visibilityModule !== module) {
    setVisibilityModule(module);
    setVisibility(defaultVisibility(module));
  }
  const AudienceIcon = AUDIENCE_ICON[visibility] ?? Users;
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
      await createPost({
        // A media-only post is sent with a single space as its content.
        content: text.trim() ? text : ' ',
        source_module: toSourceModule(module),
        visibility,
        media_file_ids: ids,
        ...(familyId ? { family_id: familyId } : {}),
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
      setVisibility(defaultVisibility(module));
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          className={sheetClass('xl', 'flex flex-col gap-3 p-5')}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
        >
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
          <div className="flex flex-wrap items-center gap-3 border-t border-line-subtle pt-3 sm:flex-nowrap">
            <div className="flex min-w-0 items-center gap-1.5 rounded-full bg-surface-muted py-1 pr-1 pl-3 text-sm focus-within:ring-2 focus-within:ring-primary-line">
              <AudienceIcon aria-hidden="true" className="h-4 w-4 shrink-0 text-fg-subtle" />
              <label htmlFor="composer-visibility" className="whitespace-nowrap text-fg-subtle">
                {t('postsCard.audience')}
              </label>
              <select
                id="composer-visibility"
                value={visibility}
                onChange={(e) => setVisibility(e.target.value as Visibility)}
                className="min-w-0 shrink cursor-pointer truncate rounded-full bg-transparent py-1 pr-1 font-medium outline-none"
              >
                {VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {t(`posts.visibilities.${v}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="ml-auto flex shrink-0 gap-2">
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
