import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { labelsRu } from '../app/label-texts.ts';

/** The enum groups of the catalogs' `labels` section (CONTRACT §7: no raw enum value on screen). */
export type LabelGroup = keyof typeof labelsRu;

/**
 * `label('orgType', 'STARTUP')` → «Стартап». A value the catalog does not know (a custom role typed
 * by a person, say) is shown as typed; null or empty shows nothing.
 */
export function useLabel(): (group: LabelGroup, value: string | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback(
    (group: LabelGroup, value: string | null | undefined) =>
      value ? t(`labels.${group}.${value}`, { defaultValue: value }) : '',
    [t],
  );
}
