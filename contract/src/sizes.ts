/** The interface languages a size is written in. */
export type SizeLanguage = 'ru' | 'en';

const EN_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const RU_UNITS = ['', 'КБ', 'МБ', 'ГБ'] as const;
const RU_BYTES: Record<string, string> = { one: 'байт', few: 'байта', many: 'байт', other: 'байта' };

const numbers = {
  // The spec's English spelling (spec §9): «4.23 MB», «5120 GB».
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false }),
  // Russian: a decimal comma and a thin-space thousands separator, «4,23 МБ», «5 120 ГБ».
  ru: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }),
};
const ruPlural = new Intl.PluralRules('ru-RU');

/**
 * File size, base 1024, up to 2 decimals (issue 32 item 6). English: the spec's units (Bytes, KB,
 * MB, GB); Russian: «649 байт», «4,23 МБ», «5 ГБ», the number and unit kept on one line.
 */
export function formatFileSize(bytes: number, language: SizeLanguage = 'en'): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const i = safe === 0 ? 0 : Math.min(Math.floor(Math.log(safe) / Math.log(1024)), EN_UNITS.length - 1);
  const value = Number.parseFloat((safe / 1024 ** i).toFixed(2));
  if (language === 'en') return `${numbers.en.format(value)} ${EN_UNITS[i]}`;
  const unit = i === 0 ? RU_BYTES[ruPlural.select(value)] : RU_UNITS[i];
  return `${numbers.ru.format(value)}\u00a0${unit}`;
}
