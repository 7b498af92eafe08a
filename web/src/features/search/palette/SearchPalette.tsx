import type { ModuleKey } from '@krug/contract/modules';
import { SEARCH_KINDS } from '@krug/contract/search';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Clock, Search, SearchX, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { searchQuery } from '../api.ts';
import { hitsOf, totalOf } from '../hits.ts';
import { searchPath } from '../paths.ts';
import { useRecentSearches } from '../recent.ts';
import { PaletteHit } from './PaletteHit.tsx';
import { useDebounced } from './use-debounced.ts';
import '../texts.ts';

/** How long typing must pause before the palette asks the server. */
export const PALETTE_DEBOUNCE_MS = 200;

const RECENT = 'recent:';
const ALL = 'all-results';
const CLEAR = 'clear-recent';

const item =
  'flex cursor-pointer select-none items-center gap-3 rounded-xl px-3 py-2 text-fg data-[selected=true]:bg-primary-soft';

/**
 * The search palette (issue 21): a Radix dialog holding a cmdk list, full screen on a phone and a
 * panel on wide screens. Typing searches every kind at once (debounced); arrows and Enter open a
 * result at its own page; the last item opens the search page with every result.
 */
export function SearchPalette({
  open,
  onOpenChange,
  module,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  module: ModuleKey;
}) {
  const { t } = useTranslation('search');
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState('');
  const q = useDebounced(text.trim(), PALETTE_DEBOUNCE_MS);
  const result = useQuery(searchQuery(q));
  // Each opening starts from an empty box and the recent searches.
  useEffect(() => {
    if (open) setText('');
  }, [open]);

  const go = (href: string, query: string) => {
    recent.add(query);
    onOpenChange(false);
    navigate(href);
  };
  const typed = text.trim().length > 0;
  const data = typed && q ? result.data : undefined;
  const groups = data
    ? SEARCH_KINDS.map((kind) => ({ kind, hits: hitsOf(kind, data, module, t) })).filter((g) => g.hits.length)
    : [];
  const first = typed
    ? (groups[0]?.hits[0]?.key ?? ALL)
    : recent.list[0] !== undefined
      ? `${RECENT}${recent.list[0]}`
      : '';
  // New results (or the recent searches) choose their first one, so Enter opens the best match rather than «Все результаты».
  useEffect(() => setSelected(first), [first]);
  const waiting = typed && (text.trim() !== q || result.isFetching);
  const onKeyDown = (e: KeyboardEvent) => {
    // Delete removes the chosen recent search (the × beside it does the same with a pointer).
    if (e.key === 'Delete' && !typed && selected.startsWith(RECENT)) {
      e.preventDefault();
      recent.remove(selected.slice(RECENT.length));
    }
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-surface outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-[10vh] sm:max-h-[min(40rem,80vh)] sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:overflow-hidden sm:rounded-sheet sm:shadow-overlay sm:ring-1 sm:ring-line"
        >
          <RadixDialog.Title className="sr-only">{t('palette.title')}</RadixDialog.Title>
          <Command
            label={t('label')}
            shouldFilter={false}
            loop
            value={selected}
            onValueChange={setSelected}
            onKeyDown={onKeyDown}
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="flex items-center gap-2 border-b border-line px-3 sm:px-4">
              <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-fg-subtle" />
              <Command.Input
                value={text}
                onValueChange={setText}
                maxLength={200}
                placeholder={t('palette.placeholder')}
                aria-label={t('label')}
                className="min-h-14 min-w-0 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-fg-faint"
              />
              {waiting ? <Spinner className="shrink-0" label={undefined} /> : null}
              <RadixDialog.Close
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-fg-faint hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
                aria-label={tApp('ui.close')}
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </RadixDialog.Close>
            </div>
            {!typed ? (
              recent.list.length === 0 ? (
                <p className="px-4 py-6 text-sm text-fg-subtle">{t('palette.hint')}</p>
              ) : null
            ) : result.isError && !waiting ? (
              <div className="p-3">
                <ErrorState title={t('failed')} error={result.error} onRetry={() => void result.refetch()} />
              </div>
            ) : !data ? (
              <div className="flex justify-center px-4 py-8 text-sm text-fg-subtle">
                <Spinner label={t('loading')} />
              </div>
            ) : totalOf(data) === 0 && !waiting ? (
              <div className="flex flex-col items-center gap-1 px-4 py-8 text-center">
                <SearchX aria-hidden="true" className="h-8 w-8 text-fg-faint" />
                <p className="font-medium">{t('nothing', { q })}</p>
                <p className="text-sm text-fg-subtle">{t('nothingText')}</p>
              </div>
            ) : null}
            <Command.List
              label={t('palette.results')}
              className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-fg-subtle"
            >
              {!typed && recent.list.length > 0 ? (
                <Command.Group heading={t('palette.recent')}>
                  {recent.list.map((r) => (
                    <Command.Item
                      key={r}
                      value={`${RECENT}${r}`}
                      onSelect={() => setText(r)}
                      className={item}
                    >
                      <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-fg-subtle" />
                      <span className="min-w-0 flex-1 truncate">{r}</span>
                      <span
                        aria-hidden="true"
                        title={t('palette.remove')}
                        data-testid="remove-recent"
                        onPointerDown={(e) => e.preventDefault()}
                        onClick={(e) => {
                          e.stopPropagation();
                          recent.remove(r);
                        }}
                        className="inline-flex h-8 w-8 items-center justify-center rounded-full text-fg-faint hover:bg-surface-strong hover:text-fg"
                      >
                        <X className="h-4 w-4" />
                      </span>
                    </Command.Item>
                  ))}
                  <Command.Item
                    value={CLEAR}
                    onSelect={recent.clear}
                    className={`${item} text-sm text-fg-muted`}
                  >
                    <X aria-hidden="true" className="h-4 w-4 shrink-0" />
                    {t('palette.clearRecent')}
                  </Command.Item>
                </Command.Group>
              ) : null}
              {groups.map(({ kind, hits }) => (
                <Command.Group key={kind} heading={t(`groups.${kind}`)}>
                  {hits.map((hit) => (
                    <Command.Item
                      key={hit.key}
                      value={hit.key}
                      onSelect={() => go(hit.href, q)}
                      className={item}
                    >
                      <PaletteHit hit={hit} />
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
              {typed ? (
                <Command.Item
                  value={ALL}
                  onSelect={() => go(searchPath(module, text.trim()), text.trim())}
                  className={`${item} mt-1 font-medium text-primary-fg`}
                >
                  <Search aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="min-w-0 flex-1 truncate">{t('palette.all', { q: text.trim() })}</span>
                </Command.Item>
              ) : null}
            </Command.List>
            <div
              aria-hidden="true"
              className="hidden items-center gap-4 border-t border-line px-4 py-2 text-xs text-fg-subtle sm:flex"
            >
              <span>
                <kbd className="font-sans">↑↓</kbd> {t('palette.move')}
              </span>
              <span>
                <kbd className="font-sans">Enter</kbd> {t('palette.open')}
              </span>
              <span>
                <kbd className="font-sans">Esc</kbd> {t('palette.close')}
              </span>
            </div>
          </Command>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
