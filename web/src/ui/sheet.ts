/**
 * Classes of a dialog's content box: a bottom sheet on phones, a centred card from 640 px on.
 * Every dialog uses them (the shared `Dialog`, and the few with a layout of their own), so all
 * dialogs behave alike on a phone.
 */
const base =
  'fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-sheet bg-surface shadow-overlay outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-sheet';

const widths = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-md',
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
} as const;

export type SheetWidth = keyof typeof widths;

export const sheetClass = (width: SheetWidth, extra = '') => `${base} ${widths[width]} ${extra}`.trim();
