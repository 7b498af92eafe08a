import { FAMILY_TEXTS } from '@krug/contract/family';
import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useFamilyMutations } from './api.ts';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

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
  const { t } = useTranslation();
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
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-lg font-semibold">
            {props.kind === 'banner' ? t('family.uploadBanner') : t('family.uploadAvatar')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t('family.imageHint')}
          </Dialog.Description>
          <label htmlFor="family-image-input" className="mt-4 block text-sm font-medium">
            {t('family.chooseImage')}
          </label>
          <input
            id="family-image-input"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="mt-1 block w-full text-sm"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {problem ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {problem}
            </p>
          ) : null}
          {preview ? (
            <img src={preview} alt="" className="mt-3 max-h-48 w-full rounded-lg object-cover" />
          ) : null}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>{t('family.cancel')}</Dialog.Close>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={!file || image.isPending}
              onClick={upload}
            >
              {t('family.upload')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
