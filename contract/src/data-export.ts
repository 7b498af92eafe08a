import { z } from 'zod';
import { Id } from './common.ts';

export const DATA_EXPORT_TEXTS = {
  alreadyPreparing: 'Выгрузка уже готовится',
  tooSoon: (minutes: number) =>
    `Новую выгрузку можно запросить через ${minutes} мин. Предыдущая ещё доступна для скачивания.`,
  notFound: 'Выгрузка не найдена',
  expired: 'Срок хранения выгрузки истёк. Запросите новую.',
  notReady: 'Выгрузка ещё не готова',
  ready: 'Ваши данные готовы к скачиванию',
} as const;

/** A ready export can be downloaded for this long; then its file is removed (410). */
export const DATA_EXPORT_TTL_DAYS = 7;
/** After a ready export, the next one can be asked for this long after it was requested. */
export const DATA_EXPORT_INTERVAL_MINUTES = 60;

export const DataExportStatus = z.enum(['pending', 'ready', 'failed', 'expired']);
export type DataExportStatus = z.infer<typeof DataExportStatus>;

/** One export of «Скачать мои данные». `download_url` is a signed link (1–2 hours), ready ones only. */
export const DataExport = z.object({
  id: Id,
  status: DataExportStatus,
  created_at: z.string(),
  finished_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** `GET /api/users/export`: the latest export, or null when the user never asked for one. */
export const LatestDataExport = z.object({ export: DataExport.nullable() });
export type LatestDataExport = z.infer<typeof LatestDataExport>;

export const DataExportDownloadQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
