import './texts.ts';
import { ORG_POST_MAX_LENGTH } from '@krug/contract/limits';
import { toSourceModule } from '@krug/contract/modules';
import { POST_MEDIA_MAX } from '@krug/contract/posts-texts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { notify } from '../../ui/toast.ts';
import { uploadMedia } from '../media/api.ts';
import { AttachmentStrip } from '../posts/AttachmentStrip.tsx';
import { type Upload, useAttachments } from '../posts/use-attachments.ts';
import { createOrgPost } from './org-api.ts';

/** Photos and videos, the wall composer's kinds of them (documents stay in the library). */
export const ORG_POST_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/ogg',
];

/**
 * The organization feed's composer (02 §2.15, issue 32 item 12): text with its 5000 counter and
 * «Очистить», and photos or videos picked, reordered and uploaded as the wall composer does. A
 * failed publish keeps the text and the photos; a retry uploads only what is not stored yet.
 */
export function OrgPostComposer({
  orgId,
  departmentId,
  onPublished,
}: {
  orgId: string;
  departmentId: string | null;
  onPublished(): Promise<unknown>;
}) {
  const { t } = useTranslation(['work', 'posts']);
  const [text, setText] = useState('');
  const upload = useCallback<Upload>(
    (file, onProgress) =>
      uploadMedia(
        file,
        { source_module: toSourceModule('organizations'), privacy_level: 'organization' },
        onProgress,
      ),
    [],
  );
  const attachments = useAttachments(upload);
  const files = attachments.items;
  const tooMany = files.length > POST_MEDIA_MAX;
  const publish = useMutation({
    mutationFn: async () => {
      const media_ids = await attachments.uploadAll();
      return createOrgPost(orgId, { content: text, department_id: departmentId, media_ids });
    },
    onSuccess: async () => {
      setText('');
      attachments.clear();
      await onPublished();
    },
    onError: (err) => notify({ type: 'error', message: errorText(err, t('work.feed.failed')) }),
  });
  const busy = publish.isPending;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() && !tooMany && !busy) publish.mutate();
      }}
    >
      <label htmlFor="org-post" className="sr-only">
        {t('work.feed.label')}
      </label>
      <textarea
        id="org-post"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('work.feed.placeholder')}
        className="rounded-xl border border-line-strong px-3 py-2"
      />
      <AttachmentStrip items={files} busy={busy} onRemove={attachments.remove} onMove={attachments.move} />
      {tooMany ? (
        <p role="alert" className="text-sm text-danger-fg">
          {t('work.orgPosts.tooMany', { n: POST_MEDIA_MAX })}
        </p>
      ) : null}
      <FilePicker
        id="org-post-files"
        compact
        multiple
        showSelection={false}
        label={t('work.orgPosts.attach')}
        accept={ORG_POST_ACCEPT}
        disabled={busy}
        onFiles={attachments.add}
      />
      <div className="flex items-center justify-between text-xs text-fg-faint">
        <span aria-live="polite">
          {text.length}/{ORG_POST_MAX_LENGTH}
        </span>
        <span className="flex gap-2">
          <button
            type="button"
            className={buttonClass('ghost', 'px-2 py-1')}
            disabled={busy}
            onClick={() => {
              setText('');
              attachments.clear();
            }}
          >
            {t('work.feed.clear')}
          </button>
          <button
            type="submit"
            className={buttonClass('primary', 'px-3 py-1')}
            disabled={!text.trim() || text.length > ORG_POST_MAX_LENGTH || tooMany || busy}
          >
            {t('work.feed.publish')}
          </button>
        </span>
      </div>
    </form>
  );
}
