const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File size in the units of spec §9: Bytes, KB, MB, GB (base 1024, up to 2 decimals). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** i;
  return `${Number.parseFloat(value.toFixed(2))} ${UNITS[i]}`;
}
