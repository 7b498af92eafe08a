import '../email/texts.ts';
import '../auth/texts.ts';
import '../household/texts.ts';
import './texts.ts';
import { PROFILE_PHOTO_MAX_BYTES } from '@krug/contract/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { readAsDataUrl } from '../../lib/read-file.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { useAccountMutations } from './api.ts';

/** The profile photo on My Information: upload, change and removal. */
export function ProfilePhoto() {
  const { t } = useTranslation(['account', 'household', 'auth']);
  const user = useUser();
  const { photo, deletePhoto } = useAccountMutations();
  const [problem, setProblem] = useState<string | null>(null);
  const [ask, confirmDialog] = useConfirm();
  // FilePicker has already refused what is not an image or larger than 10 MB (spec texts).
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      notify({ type: 'error', message: t('account.texts.photoError') });
      return;
    }
    try {
      await photo.mutateAsync(dataUrl);
      notify({ type: 'success', message: t('account.texts.photoUpdated') });
    } catch (err) {
      setProblem(errorText(err, t('account.texts.photoFailed')));
    }
  };
  return (
    <section
      aria-label={t('account.photo')}
      className="flex items-center gap-4 rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line"
    >
      <Avatar src={user.profile_picture} name={`${user.first_name} ${user.last_name}`} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <FilePicker
          id="profile-photo"
          compact
          showSelection={false}
          label={t('account.uploadPhoto')}
          accept={['image/*']}
          acceptLabel="JPG, PNG, GIF, WEBP"
          maxBytes={PROFILE_PHOTO_MAX_BYTES}
          tooLargeMessage={t('account.texts.photoTooLarge')}
          badTypeMessage={t('account.texts.photoNotImage')}
          disabled={photo.isPending}
          error={problem}
          onFiles={(files) => void choose(files[0])}
        />
        {user.profile_picture ? (
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={async () => {
              const ok = await ask({
                title: t('account.deletePhotoConfirm'),
                description: t('ui.irreversible'),
                confirmLabel: t('ui.delete'),
                destructive: true,
              });
              if (!ok) return;
              try {
                await deletePhoto.mutateAsync();
                notify({ type: 'info', message: t('account.texts.photoDeleted') });
              } catch {
                notify({ type: 'error', message: t('account.texts.photoDeleteError') });
              }
            }}
          >
            {t('account.deletePhoto')}
          </button>
        ) : null}
        {confirmDialog}
      </div>
    </section>
  );
}
