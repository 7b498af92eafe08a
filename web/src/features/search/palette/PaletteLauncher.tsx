import type { ModuleKey } from '@krug/contract/modules';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The palette, cmdk and the search texts are a chunk of their own: fetched when the search control
// is pointed at or focused, or on the first open, never with the shell and the feed.
const load = () => import('./SearchPalette.tsx');
const SearchPalette = lazy(() => load().then((m) => ({ default: m.SearchPalette })));

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar's search control (issue 21): opens the search palette, as do Ctrl+K / ⌘K anywhere
 * and `/` outside a text field.
 */
export function PaletteLauncher({ module }: { module: ModuleKey }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.altKey || e.shiftKey) return;
      if ((e.ctrlKey || e.metaKey) && (e.code === 'KeyK' || e.key.toLowerCase() === 'k')) {
        e.preventDefault();
        setWanted(true);
        setOpen((o) => !o);
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !editable(e.target)) {
        e.preventDefault();
        setWanted(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const preload = () => void load().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-label={t('views.search')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        title={`${t('views.search')} (${mac ? '⌘K' : 'Ctrl+K'})`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="flex min-h-touch min-w-touch items-center justify-center gap-2 rounded-control text-fg-muted hover:bg-surface-muted lg:max-xl:min-h-9 lg:max-xl:min-w-44 lg:max-xl:justify-start lg:max-xl:bg-surface-muted lg:max-xl:px-3 lg:max-xl:text-sm lg:max-xl:hover:bg-surface-strong"
      >
        <Search aria-hidden="true" className="h-5 w-5 lg:max-xl:h-4 lg:max-xl:w-4" />
        <span aria-hidden="true" className="hidden flex-1 text-left lg:max-xl:inline">
          {t('views.search')}
        </span>
        <kbd className="hidden rounded border border-line-strong px-1.5 font-sans text-xs text-fg-subtle lg:max-xl:inline">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} module={module} />
        </Suspense>
      ) : null}
    </>
  );
}
