/*
 * Where an image scan's renditions are stored, beside the scan: the documents feature writes them,
 * account deletion removes them with the account (a naming rule, no SQL).
 */

/** The cached small rendition of an image scan, stored beside it and deleted with it. */
export const scanThumbKey = (scanKey: string) => `${scanKey}.thumb.webp`;
/** The 2048 px rendition of an image scan for the enlarged view (issue 22). */
export const scanLargeKey = (scanKey: string) => `${scanKey}.large.webp`;
