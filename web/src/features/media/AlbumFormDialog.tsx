import './texts.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Album, AlbumBody } from '@krug/contract/albums';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';

type Form = { title: string; description: string };

/**
 * «Новый альбом» / «Изменить альбом»: title (1..100) and an optional description, checked by the
 * contract's AlbumBody before anything is sent. `save` answers the album written.
 */
export function AlbumFormDialog({
  open,
  onOpenChange,
  album,
  save,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The album being edited; none to create one. */
  album?: Pick<Album, 'title' | 'description'>;
  save(body: AlbumBody): Promise<Album>;
  onSaved?(album: Album): void;
}) {
  const { t } = useTranslation('media');
  const form = useForm<Form>({
    resolver: zodResolver(AlbumBody) as never,
    defaultValues: { title: album?.title ?? '', description: album?.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset({ title: album?.title ?? '', description: album?.description ?? '' });
  }, [open, album, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      notify({ type: 'success', message: t(album ? 'albums.saved' : 'albums.created') });
      onOpenChange(false);
      onSaved?.(saved);
    } catch (err) {
      form.setError('title', { message: errorText(err, t('albums.loadFailed')) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(album ? 'albums.editTitle' : 'albums.createTitle')}
      size="sm"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={() => onOpenChange(false)}>
            {t('albums.cancel')}
          </button>
          <button type="submit" form="album-form" className={buttonClass('primary')} disabled={isSubmitting}>
            {t(album ? 'albums.submitSave' : 'albums.submitCreate')}
          </button>
        </>
      }
    >
      <form id="album-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label={t('albums.titleLabel')}
          autoComplete="off"
          maxLength={150}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Field
          label={t('albums.descriptionLabel')}
          hint={t('albums.descriptionHint')}
          autoComplete="off"
          error={errors.description?.message}
          {...form.register('description')}
        />
      </form>
    </Dialog>
  );
}
