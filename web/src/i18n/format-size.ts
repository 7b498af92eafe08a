import { formatFileSize } from '@krug/contract/sizes';
import { currentLanguage } from './index.ts';

/** A file size in the interface's language: «4,23 МБ» in Russian, «4.23 MB» in English (issue 32 item 6). */
export function formatSize(bytes: number): string {
  return formatFileSize(bytes, currentLanguage());
}
