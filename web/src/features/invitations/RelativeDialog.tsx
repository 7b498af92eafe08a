import './texts.ts';
import '../family/texts.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { IsoDate } from '@krug/contract/common';
import { type FamilyMember, RELATIONSHIPS, UpdateRelativeBody } from '@krug/contract/family';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useUpdateRelative } from './use-update-relative.ts';

/** The dialog's fields: an empty birth date field means no birth date (the date is optional). */
const RelativeForm = UpdateRelativeBody.extend({
  date_of_birth: z.union([z.literal(''), IsoDate]).transform((v) => v || null),
});

interface Props {
  familyId: string;
  member: FamilyMember;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Edits a relative without an account: the same fields as when adding one (name, surname, birth date, relationship). */
export function RelativeDialog({ familyId, member, open, onOpenChange }: Props) {
  const { t } = useTranslation(['family', 'invitations']);
  const formId = useId();
  const update = useUpdateRelative(familyId);
  const form = useForm({
    resolver: zodResolver(RelativeForm),
    values: {
      first_name: member.first_name,
      last_name: member.last_name,
      date_of_birth: member.date_of_birth?.slice(0, 10) ?? '',
      relationship: member.relationship ?? 'other',
    },
  });
  const e = form.formState.errors;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invitations.relative.editTitle')}
      description={t('invitations.relative.editText')}
      footer={
        <>
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-touch')}
            onClick={() => onOpenChange(false)}
          >
            {t('ui.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonClass('primary', 'min-h-touch')}
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {t('invitations.relative.save')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await update.mutateAsync({
              memberId: member.id,
              body: values,
            });
            notify({ type: 'success', message: t('invitations.relative.saved') });
            onOpenChange(false);
          } catch (err) {
            notify({ type: 'error', message: errorText(err, t('invitations.relative.saveFailed')) });
          }
        })}
      >
        <Field
          label={t('invitations.relative.firstName')}
          autoComplete="off"
          error={e.first_name?.message}
          {...form.register('first_name')}
        />
        <Field
          label={t('invitations.relative.lastName')}
          autoComplete="off"
          error={e.last_name?.message}
          {...form.register('last_name')}
        />
        <Field
          type="date"
          label={t('invitations.relative.birthDate')}
          hint={t('invitations.relative.optional')}
          error={e.date_of_birth?.message}
          {...form.register('date_of_birth')}
        />
        <SelectField
          id={`${formId}-relationship`}
          label={t('invitations.relative.relationship')}
          {...form.register('relationship')}
        >
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {t(`family.relationships.${r}`)}
            </option>
          ))}
        </SelectField>
      </form>
    </Dialog>
  );
}
