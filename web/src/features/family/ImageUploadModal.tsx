import './texts.ts';
import { FAMILY_TEXTS } from '@krug/contract/family';
import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAsDataUrl } from '../../lib/read-file.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { notify } from '../../ui/toast.ts';
import { useFamilyMutations } from './api.ts';

/** Checks of spec §5: an image, at most 5 MB. Answers the message to show, or null. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return FAMILY_TEXTS.notAnImage;
  if (file.size > BANNER_AVATAR_MAX_BYTES) return FAMILY_TEXTS.imageTooLarge;
  return null;
}

export function ImageUploadModal(props: {
  familyId: string;
  kind: 'banner' | 'avatar';
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('family');
  const { image } = useFamilyMutations(props.familyId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(f: File | undefined) {
    setFile(null);
    setPreview(null);
    if (!f) return;
    const issue = imageProblem(f);
    setProblem(issue);
    if (issue) return;
    setFile(f);
    setPreview(await readAsDataUrl(f));
  }

  async function upload() {
    if (!file || !preview) return;
    try {
      await image.mutateAsync({ kind: props.kind, dataUrl: preview });
      notify({
        type: 'success',
        message: props.kind === 'banner' ? t('family.bannerUpdated') : t('family.avatarUpdated'),
      });
      props.onOpenChange(false);
    } catch {
      notify({ type: 'error', message: t('family.imageError') });
    }
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.kind === 'banner' ? t('family.uploadBanner') : t('family.uploadAvatar')}
      description={t('family.imageHint')}
      footer={
        <>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => props.onOpenChange(false)}
          >
            {t('family.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={!file || image.isPending}
            onClick={upload}
          >
            {t('family.upload')}
          </button>
        </>
      }
    >
      <FilePicker
        id="family-image-input"
        label={t('family.chooseImage')}
        accept={['image/*']}
        acceptLabel="JPG, PNG, GIF, WEBP"
        maxBytes={BANNER_AVATAR_MAX_BYTES}
        tooLargeMessage={FAMILY_TEXTS.imageTooLarge}
        badTypeMessage={FAMILY_TEXTS.notAnImage}
        error={problem}
        disabled={image.isPending}
        onFiles={(files) => void choose(files[0])}
      />
    </Dialog>
  );
}
