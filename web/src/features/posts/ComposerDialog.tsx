import { COMPOSER_CLOSE_MS, TOAST_POST_MS, TOAST_POST_UPLOAD_MS } from '@krug/contract/limits';
import { type ModuleKey, toSourceModule } from '@krug/contract/modules';
import { VISIBILITIES, type Visibility } from '@krug/contract/posts-texts';
import * as Dialog from '@radix-ui/react-dialog';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { Globe, House, Lock, Users } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { notify } from '../../ui/toast.ts';
import { useBackCloses } from '../../ui/use-back-closes.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { uploadMedia } from '../media/api.ts';
import { AttachmentStrip } from './AttachmentStrip.tsx';
import { createPost, postKeys } from './api.ts';
import { postOutbox } from './outbox.ts';
import { keepFiles, type OutgoingFile } from './outbox-files.ts';
import { useOnPostFailed } from './PendingPosts.tsx';
import { type Upload, useAttachments } from './use-attachments.ts';

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
  const upload = useCallback<Upload>(
    (file, onProgress, uploadKey) =>
      uploadMedia(
        file,
        { source_module: toSourceModule(module), privacy_level: visibility, client_key: uploadKey },
        onProgress,
      ),
    [module, visibility],
  );
  const attachments = useAttachments(upload);
  const files = attachments.items;
  const [publishing, setPublishing] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [ask, confirmDialog] = useConfirm();
  const hasDraft = text.trim() !== '' || files.length > 0;
  // The draft's idempotency key (issue 35 §2): made once, sent with every try of this post, so a
  // retry after a lost answer answers the post already made instead of making a second one.
  const draftKey = useRef<string | null>(null);
  const keyOfDraft = () => {
    draftKey.current ??= crypto.randomUUID();
    return draftKey.current;
  };
  const queue = postOutbox.useSend(useOnPostFailed());

  function reset() {
    draftKey.current = null;
    setText('');
    attachments.clear();
    setVisibility(defaultVisibility(module));
    setFailure(null);
    setOffline(false);
  }

  /** Closing with a half-written post asks first (issue 32 item 15); «Продолжить» keeps it open. */
  async function requestClose() {
    if (!hasDraft) return setOpen(false);
    const discard = await ask({
      title: t('postsEditor.discardTitle'),
      description: t('postsEditor.discardText'),
      confirmLabel: t('postsEditor.discard'),
      cancelLabel: t('postsEditor.keepWriting'),
      destructive: true,
    });
    if (discard) {
      reset();
      setOpen(false);
    } else setOpen(true);
  }
  // Android's «Назад» closes the composer, not the page; with a draft it asks the same question.
  useBackCloses(open, () => {
    setOpen(false);
    if (hasDraft) void requestClose();
  });
  // Leaving or reloading the page with a draft asks the browser's question.
  useEffect(() => {
    if (!hasDraft) return;
    const keep = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', keep);
    return () => window.removeEventListener('beforeunload', keep);
  }, [hasDraft]);

  async function publish() {
    if (inFlight.current || !canPublish(text, files.length, publishing)) return;
    inFlight.current = true;
    setPublishing(true);
    setFailure(null);
    setOffline(false);
    // Offline, photos not uploaded yet are kept on the device and the post waits in the outbox
    // with them; an upload that finds no network does the same.
    const mustUpload = attachments.snapshot().some((a) => !a.mediaId);
    let ids: string[] | null = null;
    if (onlineManager.isOnline() || !mustUpload) {
      try {
        // Only the files not stored yet go up: a retry never uploads a photo twice.
        ids = await attachments.uploadAll();
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 0)) {
          failed(err, (message) => {
            notify({
              type: 'error',
              message: t('posts.uploadErrorToast', { message }),
              duration: TOAST_POST_UPLOAD_MS,
            });
            return `${t('posts.uploadFailedAlert', { message })} ${t('postsEditor.keptAfterFailure')}`;
          });
          return;
        }
      }
    }
    const body = {
      // A media-only post is sent with a single space as its content.
      content: text.trim() ? text : ' ',
      source_module: toSourceModule(module),
      visibility,
      media_file_ids: ids ?? [],
      ...(familyId ? { family_id: familyId } : {}),
    };
    if (ids === null || !onlineManager.isOnline()) {
      // No network: it waits in the outbox (shown on the wall as «Отправляется», kept across a
      // restart) and leaves once when the network returns, its kept photos uploaded first.
      const clientKey = keyOfDraft();
      let files: OutgoingFile[] | undefined;
      if (ids === null) {
        const list = attachments.snapshot();
        try {
          await keepFiles(
            clientKey,
            list.filter((a) => !a.mediaId).map((a) => ({ key: a.uploadKey, file: a.file })),
          );
        } catch {
          // The device cannot keep them (no IndexedDB, no room): the composer keeps the draft.
          failed(new ApiError(0, null), () => '');
          return;
        }
        files = list.map((a) => ({
          key: a.uploadKey,
          name: a.file.name,
          type: a.file.type,
          mediaId: a.mediaId,
        }));
      }
      queue.mutate({ clientKey, body, module, ...(files ? { files } : {}) });
      notify({ type: 'info', message: t('postsEditor.queued'), duration: TOAST_POST_MS });
      reset();
      inFlight.current = false;
      setPublishing(false);
      setOpen(false);
      return;
    }
    try {
      await createPost({ ...body, client_key: keyOfDraft() });
    } catch (err) {
      failed(err, (message) => t('posts.createFailed', { detail: message }));
      return;
    }
    notify({ type: 'success', message: t('posts.published'), duration: TOAST_POST_MS });
    if (ids.length > 0)
      notify({
        type: 'info',
        message: t('posts.uploadedToPost', { n: ids.length }),
        duration: TOAST_POST_UPLOAD_MS,
      });
    reset();
    inFlight.current = false;
    setPublishing(false);
    await queryClient.invalidateQueries({ queryKey: postKeys.all });
    setTimeout(() => setOpen(false), COMPOSER_CLOSE_MS);
  }

  /** A failed publish keeps the whole draft; without a connection it waits for the network. */
  function failed(err: unknown, describe: (message: string) => string) {
    inFlight.current = false;
    setPublishing(false);
    if (err instanceof ApiError && err.status === 0) {
      setOffline(true);
      return;
    }
    const message =
      err instanceof ApiError
        ? (err.detail ?? (err.status ? `HTTP ${err.status}` : err.message))
        : t('posts.unknownError');
    setFailure(describe(message));
  }

  // Back online after a publish that had no connection: it goes on by itself.
  const retry = useRef(publish);
  retry.current = publish;
  useEffect(() => {
    if (!offline) return;
    const again = () => void retry.current();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [offline]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : void requestClose())}>
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
          <AttachmentStrip
            items={files}
            busy={publishing}
            onRemove={attachments.remove}
            onMove={attachments.move}
          />
          {offline ? (
            <p role="alert" className="rounded-lg bg-warn-soft px-3 py-2 text-sm text-warn-fg">
              {t('postsEditor.offline')}
            </p>
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
            onFiles={attachments.add}
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
              <button type="button" className={buttonClass('secondary')} onClick={() => void requestClose()}>
                {t('posts.cancel')}
              </button>
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
      {confirmDialog}
    </Dialog.Root>
  );
}
