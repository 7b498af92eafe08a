import type { Post } from '@krug/contract/posts';
import { EditPostBody } from '@krug/contract/posts';
import { VISIBILITIES, type Visibility } from '@krug/contract/posts-texts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { notify } from '../../ui/toast.ts';
import type { usePostMutations } from './api.ts';

/**
 * «Редактировать» (issue 32 item 9): the author changes a post's text and who sees it; the post then
 * shows «изменено». Attachments stay as they are. Opened only when the post says `can_edit`.
 */
export function EditPostDialog({
  post,
  edit,
  onClose,
}: {
  post: Post;
  edit: ReturnType<typeof usePostMutations>['edit'];
  onClose(): void;
}) {
  const { t } = useTranslation('posts');
  const [text, setText] = useState(post.content.trim());
  const [visibility, setVisibility] = useState<Visibility>(post.visibility);
  const [error, setError] = useState<string | null>(null);
  const empty = text.trim() === '' && post.media_files.length === 0;

  async function save() {
    const parsed = EditPostBody.safeParse({ content: text, visibility });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('posts.unknownError'));
    try {
      await edit.mutateAsync({ content: text, visibility });
      notify({ type: 'info', message: t('postsEditor.saved') });
      onClose();
    } catch (err) {
      setError(t('postsEditor.saveFailed', { detail: errorText(err, t('posts.unknownError')) }));
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content aria-describedby={undefined} className={sheetClass('xl', 'flex flex-col gap-3 p-5')}>
          <Dialog.Title className="text-lg font-semibold">{t('postsEditor.editTitle')}</Dialog.Title>
          <label htmlFor={`edit-${post.id}`} className="sr-only">
            {t('posts.content')}
          </label>
          <textarea
            id={`edit-${post.id}`}
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="rounded-xl border border-line-strong px-3 py-2"
          />
          <label className="flex items-center gap-2 text-sm">
            <span className="text-fg-subtle">{t('postsCard.audience')}</span>
            <select
              value={visibility}
              onChange={(e) => setVisibility(e.target.value as Visibility)}
              className="rounded-full bg-surface-muted px-3 py-1.5 font-medium"
            >
              {VISIBILITIES.map((v) => (
                <option key={v} value={v}>
                  {t(`posts.visibilities.${v}`)}
                </option>
              ))}
            </select>
          </label>
          {error ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2 border-t border-line-subtle pt-3">
            <Dialog.Close className={buttonClass('secondary')}>{t('posts.cancel')}</Dialog.Close>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={empty || edit.isPending}
              onClick={() => void save()}
            >
              {t('posts.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
