import type { Gender, User } from '@krug/contract/auth';
import { GENDERS } from '@krug/contract/auth-texts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flags } from '../../lib/flags.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { notify } from '../../ui/toast.ts';
import { meKey } from '../auth/api.ts';
import { saveGender } from './api.ts';

const LABEL_KEYS: Record<Gender, 'gender.male' | 'gender.female' | 'gender.it'> = {
  MALE: 'gender.male',
  FEMALE: 'gender.female',
  IT: 'gender.it',
};

export { needsGender } from './needs-gender.ts';

/** The mandatory gender question (spec §2): it cannot be dismissed until a choice is saved. */
export function GenderModal({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Gender | null>(null);
  const [open, setOpen] = useState(true);
  const save = useMutation({
    mutationFn: saveGender,
    onSuccess: (updated) => {
      flags.setGenderAsked(user.id);
      queryClient.setQueryData(meKey, updated);
      setOpen(false);
    },
    onError: () => notify({ type: 'error', message: t('gender.failed') }),
  });
  const block = (e: Event) => e.preventDefault();

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={sheetClass('md', 'p-6')}
        >
          <Dialog.Title className="text-xl font-semibold">{t('gender.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-fg-subtle">
            {t('gender.description')}
          </Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (choice) save.mutate(choice);
            }}
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t('gender.title')}</legend>
              {GENDERS.map((g) => (
                <label
                  key={g}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 hover:bg-surface-sunken"
                >
                  <input
                    type="radio"
                    name="gender"
                    value={g}
                    checked={choice === g}
                    onChange={() => setChoice(g)}
                    className="h-4 w-4 accent-primary"
                  />
                  {t(LABEL_KEYS[g])}
                </label>
              ))}
            </fieldset>
            {!choice ? <p className="text-xs text-fg-faint">{t('gender.required')}</p> : null}
            <button type="submit" className={buttonClass('primary')} disabled={!choice || save.isPending}>
              {t('gender.save')}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
