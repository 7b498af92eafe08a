import { PROFILE_COVER_MAX_BYTES } from '@krug/contract/limits';
import type { PersonPage } from '@krug/contract/people';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { readAsDataUrl } from '../../lib/read-file.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useProfileDetails } from './profile-api.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

/** «Изменить обложку»: the profile photo's file picker in a dialog; the server makes it 1500×500. */
function CoverDialog({
  person,
  open,
  onOpenChange,
}: {
  person: PersonPage;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const { t } = useTranslation('people');
  const { cover } = useProfileDetails(person.id);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      setProblem(t('profile.cover.failed'));
      return;
    }
    try {
      await cover.mutateAsync(dataUrl);
      notify({ type: 'success', message: t('profile.cover.updated') });
      onOpenChange(false);
    } catch (err) {
      setProblem(errorText(err, t('profile.cover.failed')));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setProblem(null);
        onOpenChange(o);
      }}
      title={t('profile.cover.dialogTitle')}
      description={t('profile.cover.dialogText')}
    >
      <FilePicker
        id="profile-cover"
        compact
        showSelection={false}
        label={t('profile.cover.choose')}
        accept={['image/*']}
        acceptLabel="JPG, PNG, GIF, WEBP"
        maxBytes={PROFILE_COVER_MAX_BYTES}
        tooLargeMessage={t('profile.cover.tooLarge')}
        badTypeMessage={t('profile.cover.notImage')}
        disabled={cover.isPending}
        error={problem}
        onFiles={(files) => choose(files[0])}
      />
      {cover.isPending ? (
        <p role="status" className="mt-2 text-sm text-fg-subtle">
          {t('profile.cover.uploading')}
        </p>
      ) : null}
    </Dialog>
  );
}

/**
 * The cover across the top of a person's page (issue 32 item 14), 3:1 like the 1500×500 image.
 * Others see it only when there is one; on one's own page a plain band invites to add one.
 */
export function PersonCover({ person }: { person: PersonPage }) {
  const { t } = useTranslation('people');
  const { removeCover } = useProfileDetails(person.id);
  const [open, setOpen] = useState(false);
  const [ask, confirmDialog] = useConfirm();
  const own = person.relation.is_self;
  if (!person.cover_picture && !own) return null;
  const overlay = buttonClass('secondary', 'min-h-11 bg-surface/90 shadow-sm backdrop-blur-sm');
  const remove = async () => {
    const ok = await ask({
      title: t('profile.cover.removeTitle'),
      description: t('profile.cover.removeText'),
      confirmLabel: t('profile.cover.removeConfirm'),
      cancelLabel: t('profile.cover.keep'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await removeCover.mutateAsync();
      notify({ type: 'info', message: t('profile.cover.removed') });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('profile.cover.removeFailed')) });
    }
  };
  return (
    <div
      data-testid="person-cover"
      className={`relative overflow-hidden rounded-2xl ring-1 ring-line ${
        person.cover_picture
          ? 'aspect-[3/1] bg-surface-muted'
          : 'h-24 bg-gradient-to-r from-primary-soft to-surface-muted sm:h-28'
      }`}
    >
      {person.cover_picture ? (
        <img
          src={person.cover_picture}
          alt={t('profile.cover.label')}
          className="h-full w-full object-cover"
          decoding="async"
        />
      ) : null}
      {own ? (
        <div className="absolute right-2 bottom-2 flex flex-wrap justify-end gap-2 sm:right-3 sm:bottom-3">
          <button type="button" className={overlay} onClick={() => setOpen(true)}>
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            {person.cover_picture ? t('profile.cover.change') : t('profile.cover.add')}
          </button>
          {person.cover_picture ? (
            <button
              type="button"
              className={overlay}
              disabled={removeCover.isPending}
              onClick={() => void remove()}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('profile.cover.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
      {own ? <CoverDialog person={person} open={open} onOpenChange={setOpen} /> : null}
      {confirmDialog}
    </div>
  );
}
