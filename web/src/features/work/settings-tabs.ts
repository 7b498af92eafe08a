/** The tab look of the organization settings dialog. */
export const tabClass =
  'min-h-10 shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-fg-subtle data-[state=active]:border-work-line data-[state=active]:text-work-strong';
