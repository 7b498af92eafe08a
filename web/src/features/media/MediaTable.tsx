import './texts.ts';
import type { MediaFile } from '@krug/contract/media';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../i18n/format-size.ts';
import { formatWith } from '../../lib/format.ts';

/** The library «Списком»: name, size, date and delete, one row per file. */
export function MediaTable({
  files,
  onOpen,
  onRemove,
}: {
  files: MediaFile[];
  onOpen(file: MediaFile): void;
  onRemove(file: MediaFile): void;
}) {
  const { t } = useTranslation('media');
  return (
    <table className="w-full overflow-hidden rounded-xl bg-surface text-sm ring-1 ring-line">
      <thead className="bg-surface-sunken text-left text-fg-subtle">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('media.name')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('media.size')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('media.date')}
          </th>
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">{t('media.delete')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {files.map((f) => (
          <tr key={f.id} className="border-t border-line-subtle">
            <td className="px-3 py-2">
              <button
                type="button"
                className="break-all text-left text-primary-strong hover:underline"
                onClick={() => onOpen(f)}
              >
                {f.original_filename}
              </button>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatSize(f.file_size)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {formatWith(f.created_at, { dateStyle: 'short', timeStyle: 'short' })}
            </td>
            <td className="px-3 py-2 text-right">
              <button
                type="button"
                onClick={() => onRemove(f)}
                aria-label={`${t('media.delete')}: ${f.original_filename}`}
                className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-surface-muted"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4 text-fg-faint" />
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
